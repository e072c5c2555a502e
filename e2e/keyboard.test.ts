import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { launchBrowser, openPage } from "./support/browser";
import { tabThrough } from "./support/keyboard";
import { loadDeferredBlocks, SIGNED_IN_SCREENS, waitForScreen } from "./support/screens";
import { adminStorageState } from "./support/sign-in";

let browser: Browser;
let session: BrowserContextOptions["storageState"];
beforeAll(async () => {
  browser = await launchBrowser();
  session = await adminStorageState(browser);
});
afterAll(() => browser?.close());

/** Every public page in English, and right-to-left Hebrew on the pages with the most controls. */
const publicPages = [
  ...[...PUBLIC_PAGE_PATHS, "/providers/aegeanbet"].map((path) => `/en${path === "/" ? "" : path}`),
  "/he",
  "/he/providers",
  "/he/calculator",
];

/** Tabs through the page as it is and expects every control reached, each with a visible focus. */
async function expectKeyboardReachable(page: Page) {
  const walk = await tabThrough(page);
  expect(walk.controls).toBeGreaterThan(0);
  expect({ unreached: walk.unreached, invisibleFocus: walk.invisibleFocus }).toEqual({
    unreached: [],
    invisibleFocus: [],
  });
}

describe("every control is reachable by keyboard, with a visible focus", () => {
  it.each(publicPages)("%s", async (path) => {
    const { page, close } = await openPage(browser, { locale: "en-US" });
    await page.goto(path);
    await waitForScreen(page);
    await loadDeferredBlocks(page);
    await expectKeyboardReachable(page);
    await close();
  });

  it.each(SIGNED_IN_SCREENS)(
    "%s (as the admin), and its main dialog opens, traps focus and closes by keyboard",
    async (path) => {
      const { page, close } = await openPage(browser, { locale: "en-US", storageState: session });
      await page.goto(path);
      await waitForScreen(page);
      await expectKeyboardReachable(page);

      const trigger = page.locator('main button[aria-haspopup="dialog"]:visible').first();
      if (await trigger.count()) {
        await trigger.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        await page.waitForFunction(() => !document.querySelector(".animate-pulse"));
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await expectKeyboardReachable(page);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
      }
      await close();
    },
  );
});
