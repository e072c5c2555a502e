import type { Browser, BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe";
import { launchBrowser, openPage } from "./support/browser";
import { openMainDialog, SIGNED_IN_SCREENS, switchColorScheme, waitForScreen } from "./support/screens";
import { scrollersOutOfReach } from "./support/scroll-regions";
import { adminStorageState } from "./support/sign-in";
import { withSiteDatabase } from "./support/site-database";
import { auditLog } from "#schema/audit";

let browser: Browser;
let session: BrowserContextOptions["storageState"];
beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
  // An entry wider than the screen, as a pasted address makes one: the audit log's table scrolls.
  await withSiteDatabase((db) =>
    db.insert(auditLog).values({
      action: "provider.update",
      entityType: "provider",
      detailsJson: { website: `https://example.com/${"x".repeat(300)}` },
    }),
  );
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };

const cases = SIGNED_IN_SCREENS.flatMap((path) =>
  (["en-US", "he-IL"] as const).map((locale) => [path, locale] as const),
);

describe("accessibility of the signed-in screens (axe-core, default rules, as the admin)", () => {
  it.each(cases)(
    "%s (%s) has no violations, light and dark, nor with its main dialog open, and a keyboard scrolls its wide tables on a phone",
    async (path, locale) => {
      const { page, close } = await openPage(browser, { locale, storageState: session });
      await page.goto(path);
      await waitForScreen(page);
      const violations: string[] = [];
      const check = async (state: string) =>
        violations.push(...(await axeViolations(page)).map((violation) => `${state}: ${violation}`));
      await check("light");
      const desktop = page.viewportSize()!;
      await page.setViewportSize(PHONE);
      violations.push(
        ...(await scrollersOutOfReach(page)).map((box) => `phone: out of keyboard reach: ${box}`),
      );
      await page.setViewportSize(desktop);
      await switchColorScheme(page, "dark");
      await check("dark");
      if (await openMainDialog(page)) {
        await check("dark, dialog open");
        await switchColorScheme(page, "light");
        await check("light, dialog open");
      }
      expect(violations).toEqual([]);
      await close();
    },
  );
});
