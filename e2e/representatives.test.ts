import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#schema/content";
import { providerRepresentatives } from "#schema/representatives";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");
const hebrew = textIn("he");
const BRAND = "Olympus Stake";
const PROVIDER_PAGE = "/he/providers/olympus-stake";
/** The identity provider gives every login name the verified address `${login}@example.test`. */
const login = `rep_${randomUUID().slice(0, 8)}`;
const email = `${login}@example.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // Other files look at this provider's page: it goes back to having no representative.
  await withSiteDatabase((db) =>
    db.delete(providerRepresentatives).where(eq(providerRepresentatives.email, email)),
  );
  await browser?.close();
});

describe("a provider's representative", () => {
  it("is invited in the back office, signs in with that address, and the provider page says the company answers", async () => {
    const admin = await openPage(browser, {
      locale: "en-US",
      storageState: await adminStorageState(browser),
    });
    await admin.page.goto("/admin/representatives");
    await waitForHydration(admin.page);
    await admin.page.getByRole("heading", { level: 1, name: english("admin.nav.representatives") }).waitFor();
    await admin.page.getByLabel(english("admin.representatives.provider")).selectOption({ label: BRAND });
    await admin.page.getByLabel(english("admin.representatives.email")).fill(email);
    // The invitee reads Hebrew; the admin's screen is in English.
    await admin.page
      .getByLabel(english("admin.representatives.mail_language"))
      .selectOption({ label: "עברית" });
    await admin.page.getByRole("button", { name: english("admin.representatives.invite") }).click();
    await notification(admin.page, english("admin.representatives.invited")).waitFor();
    const invitations = () =>
      withSiteDatabase((db) =>
        db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.toEmail, email)),
      );
    // The local queue delivers at once, but after the answer: a loaded machine takes its time.
    await expect.poll(invitations, { timeout: 10_000 }).toEqual([{ subject: `הזמנה לענות בשם ${BRAND}` }]);
    const row = admin.page.getByRole("row").filter({ hasText: email });
    await row.getByText(english("admin.representatives.status.invited"), { exact: true }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.close();

    const invitee = await openPage(browser, { locale: "he-IL" });
    const before = await invitee.page.goto(PROVIDER_PAGE);
    expect(before?.status()).toBe(200);
    expect(await invitee.page.getByText(hebrew("provider.answers_here")).count()).toBe(0);
    await invitee.page.goto(`/api/login?returnTo=${encodeURIComponent(PROVIDER_PAGE)}`);
    await signInAtProvider(invitee.page, login);
    await invitee.page.waitForURL((url) => url.pathname === PROVIDER_PAGE);
    const badge = invitee.page.locator("main header").getByText(hebrew("provider.answers_here"));
    await badge.waitFor();
    expect(await invitee.page.locator("html").getAttribute("dir")).toBe("rtl");
    await invitee.close();
  });
});
