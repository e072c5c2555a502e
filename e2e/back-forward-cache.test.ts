import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ withBackForwardCache: true });
});
afterAll(() => browser?.close());

/** Every public page once (what keeps a page out of the cache is the same in every language), and Hebrew's home. */
const PAGES = [
  ...[...PUBLIC_PAGE_PATHS, "/providers/aegeanbet"].map((path) => `/en${path === "/" ? "" : path}`),
  "/he",
];

describe("the back/forward cache", () => {
  it.each(PAGES)("restores %s on Back after a document navigation away", async (path) => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    const session = await page.context().newCDPSession(page);
    await session.send("Page.enable");
    const reasons: unknown[] = [];
    session.on("Page.backForwardCacheNotUsed", (event) => reasons.push(event));

    await page.goto(path);
    await waitForHydration(page);
    await page.evaluate(() => {
      addEventListener("pageshow", (event) => {
        if (event.persisted) document.documentElement.dataset.restored = "";
      });
    });
    await page.goto(path.endsWith("/about") ? "/en/contact" : "/en/about");
    // A page restored from the cache fires pageshow (persisted), not load; one loaded anew fires load.
    const settled = Promise.race([
      page.waitForSelector("html[data-restored]", { state: "attached" }),
      page.waitForEvent("load"),
    ]);
    await page.goBack({ waitUntil: "commit" });
    await settled;
    expect(reasons).toEqual([]);
    expect(await page.locator("html[data-restored]").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
