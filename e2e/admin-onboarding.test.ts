import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_NATIVE_NAMES, LOCALES } from "#schema/locales";
import { providers } from "#schema/providers";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

/** A provider of this file's own, inactive so no public page or count changes. */
const PROVIDER = { id: randomUUID(), brand: `E2E Onboarding ${randomUUID().slice(0, 8)}` };

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  await withSiteDatabase((db) =>
    db
      .insert(providers)
      .values({ ...PROVIDER, domain: "onboarding.example", licenseId: "E2E-ON", active: false }),
  );
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // Its steps go with it (cascade).
  await withSiteDatabase((db) => db.delete(providers).where(eq(providers.id, PROVIDER.id)));
  await browser?.close();
});

describe("Onboarding", () => {
  it("adds, edits and deletes a provider's step with texts in all six languages", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin");
    await waitForHydration(page);
    const sidebar = page.getByRole("navigation", { name: english("admin.nav_label") });
    await sidebar.getByRole("link", { name: english("admin.nav.onboarding") }).click();
    await page.getByRole("heading", { level: 1, name: english("admin.onboarding.title") }).waitFor();

    const select = page.getByLabel(english("admin.field.provider"));
    await select.selectOption(PROVIDER.id);
    await page.getByText(english("admin.onboarding.empty")).waitFor();

    // A new step is number 1 (no steps yet); all six languages need a title and a description.
    await page.getByRole("button", { name: english("admin.onboarding.add") }).click();
    const dialog = page.getByRole("dialog", { name: english("admin.onboarding.add") });
    await dialog.waitFor();
    expect(await dialog.getByLabel(english("admin.onboarding.field.step_number")).inputValue()).toBe("1");
    await dialog.getByLabel(english("admin.onboarding.field.screenshot_url")).fill("not a url");
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await dialog.getByText("Must be a valid URL").waitFor();
    await dialog.getByText("Title is required").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel(english("admin.onboarding.field.screenshot_url")).fill("");
    for (const locale of LOCALES) {
      await dialog.getByRole("tab", { name: new RegExp(`^${LOCALE_NATIVE_NAMES[locale]}`) }).click();
      const panel = dialog.getByRole("tabpanel");
      await panel.getByLabel(english("admin.onboarding.field.title")).fill(`Sign up ${locale}`);
      await panel.getByLabel(english("admin.onboarding.field.description")).fill(`Open the site (${locale})`);
    }
    await dialog.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, english("admin.onboarding.success")).waitFor();
    const step = page.locator("main ol > li");
    await expect.poll(() => step.count()).toBe(1);
    expect(await step.textContent()).toContain("Sign up en");
    expect(await step.textContent()).toContain("Sign up he");

    // Edit: a new English title and inactive.
    await step.getByRole("button", { name: "Edit step 1" }).click();
    const edit = page.getByRole("dialog", { name: english("admin.onboarding.edit_title") });
    await edit.getByRole("tab", { name: /^English/ }).click();
    await edit
      .getByRole("tabpanel")
      .getByLabel(english("admin.onboarding.field.title"))
      .fill("Register first");
    await edit.getByLabel(english("admin.onboarding.field.active")).uncheck();
    await edit.getByRole("button", { name: english("admin.action.save") }).click();
    await notification(page, english("admin.onboarding.success")).last().waitFor();
    await step.getByText("Register first").first().waitFor();
    await step.getByText(english("admin.onboarding.inactive")).waitFor();

    // Delete, after confirming.
    await step.getByRole("button", { name: "Delete step 1" }).click();
    const confirm = page.getByRole("dialog", { name: english("admin.onboarding.delete_title") });
    await confirm.getByRole("button", { name: english("admin.action.delete") }).click();
    await page.getByText(english("admin.onboarding.empty")).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
