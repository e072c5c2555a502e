import { eq } from "drizzle-orm";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "#schema/audit";
import { uiStrings } from "#schema/content";
import { providers } from "#schema/providers";
import type { Db } from "#worker/lib/db";
import { axeViolations } from "./support/axe";
import { launchBrowser, notification, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, textIn } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";

const english = textIn("en");

let browser: Browser;
let session: BrowserContextOptions["storageState"];

beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});

afterAll(async () => {
  // The site's own database keeps no trace of this file (the copy lives in the second database).
  await withSiteDatabase((db) => db.delete(auditLog).where(eq(auditLog.action, "production.sync")));
  await browser?.close();
});

const contentOf = async (db: Db) => ({
  providers: (await db.select({ id: providers.id }).from(providers)).map((row) => row.id).sort(),
  uiStrings: await db.$count(uiStrings),
});

describe("Production Sync (/admin/production-sync)", () => {
  it("shows live counts, asks for confirmation, and copies the content to the second local database", async () => {
    const here = await withSiteDatabase(contentOf);
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin/production-sync");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Production Sync" }).waitFor();
    await page.getByText(english("admin.production_sync.warning")).waitFor();

    const count = (label: string) =>
      page
        .locator("dl > div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    expect(await count(english("admin.nav.providers")).textContent()).toBe(String(here.providers.length));
    expect(await count(english("admin.nav.ui_strings")).textContent()).toBe(
      here.uiStrings.toLocaleString("en-US"),
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Sync to Production" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Production Sync" });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Cancel leaves production as it was; the second time the copy runs.
    await dialog.getByRole("button", { name: english("admin.action.cancel") }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Sync to Production" }).click();
    await dialog.getByRole("button", { name: "Sync to Production" }).click();

    const toast = notification(page, "Production Sync Successful!");
    await toast.waitFor();
    expect(await toast.textContent()).toContain(`Providers: ${here.providers.length}`);
    await dialog.waitFor({ state: "detached" });
    expect(await withSiteDatabase(contentOf, "PROD_DB")).toEqual(here);
    expect(errors).toEqual([]);
    await close();
  });
});
