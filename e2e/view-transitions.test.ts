import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Before any script of each new document: whether its first frame came with a view transition. */
const RECORD_REVEAL = () => {
  addEventListener("pagereveal", (event) => {
    const { viewTransition } = event as Event & { viewTransition: unknown };
    document.documentElement.dataset.revealed = viewTransition ? "transition" : "none";
  });
};

describe("cross-document view transitions", () => {
  it.each([
    ["no-preference", "transition"],
    ["reduce", "none"],
  ] as const)(
    "with prefers-reduced-motion: %s, a page opened from another page of the site reveals with %s",
    async (reducedMotion, revealed) => {
      const { page, errors, close } = await openPage(browser, { locale: "en-GB", reducedMotion });
      await page.addInitScript(RECORD_REVEAL);
      await page.goto("/en/faq");
      await waitForHydration(page);
      // A document navigation the page starts (a plain link's, as a script's), not the address bar's.
      await page.evaluate(() => location.assign("/en/about"));
      await page.waitForURL(/\/en\/about$/);
      await page.waitForSelector("html[data-revealed]", { state: "attached" });
      expect(await page.locator("html").getAttribute("data-revealed")).toBe(revealed);
      expect(errors).toEqual([]);
      await close();
    },
  );
});
