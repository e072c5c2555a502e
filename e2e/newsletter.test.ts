import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, newsletterSubscribers } from "#schema/content";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
// Unique in the shared site database; removed again afterwards.
const EMAIL = `reader-${randomUUID().slice(0, 8)}@example.com`;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await withSiteDatabase((db) =>
    db.batch([
      db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, EMAIL)),
      db.delete(emailOutbox).where(eq(emailOutbox.toEmail, EMAIL)),
    ]),
  );
  await browser?.close();
});

/** The confirmation link of the newest mail to EMAIL (the mail goes out just after the answer). */
async function confirmationLink(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [mail] = await withSiteDatabase((db) =>
      db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toEmail, EMAIL))
        .orderBy(desc(emailOutbox.createdAt)),
    );
    const link = mail?.html.match(/href="([^"]+\/api\/newsletter\/confirm\?token=[^"]+)"/)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No confirmation mail to ${EMAIL}`);
}

describe("the newsletter", () => {
  it("subscribes from the menu page: checks the address, then says to check the inbox", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US" });
    await page.goto("/en/menu");
    await waitForHydration(page);
    await page.getByRole("button", { name: english("menu.newsletter.subscribe") }).click();
    const dialog = page.getByRole("dialog", { name: english("newsletter.title") });
    await dialog.waitFor();
    expect(await dialog.getByLabel(english("newsletter.field.locale")).inputValue()).toBe("en");

    await dialog.getByLabel(english("newsletter.field.email"), { exact: true }).fill("not an address");
    await dialog.getByRole("button", { name: english("menu.newsletter.subscribe") }).click();
    await dialog.getByText(english("validation.email")).waitFor();

    await dialog.getByLabel(english("newsletter.field.email"), { exact: true }).fill(EMAIL);
    await dialog.getByLabel(english("newsletter.field.name")).fill("Newsletter Reader");
    await dialog.getByRole("button", { name: english("menu.newsletter.subscribe") }).click();
    await page.getByRole("dialog", { name: english("newsletter.sent.title") }).waitFor();
    expect(await page.getByRole("dialog").textContent()).toContain(EMAIL);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);

    // Not confirmed yet: nothing counts.
    const [row] = await withSiteDatabase((db) =>
      db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, EMAIL)),
    );
    expect(row).toMatchObject({ verified: false, locale: "en", name: "Newsletter Reader" });

    await page.goto(await confirmationLink());
    await page.getByRole("heading", { name: "Subscription confirmed" }).waitFor();
    await close();
  });

  it("the admin's Newsletter screen lists the confirmed subscriber", async () => {
    const { page, errors, close } = await openPage(browser, {
      locale: "en-US",
      storageState: await adminStorageState(browser),
    });
    await page.goto("/admin");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: english("admin.nav_label") })
      .getByRole("link", { name: english("admin.nav.newsletter") })
      .click();
    await page.getByRole("heading", { level: 1, name: english("admin.nav.newsletter") }).waitFor();
    await page.getByLabel(english("admin.users.search_label")).fill(EMAIL.slice(0, 15).toUpperCase());
    await page.keyboard.press("Enter");
    const row = page.getByRole("row").filter({ hasText: EMAIL });
    await row.waitFor();
    expect(await row.textContent()).toContain("Newsletter Reader");
    expect(await page.getByRole("status").textContent()).toBe(
      english("admin.newsletter.count").replace("{count}", "1"),
    );
    expect(
      await page.getByRole("button", { name: english("admin.action.export_csv"), exact: true }).isEnabled(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
