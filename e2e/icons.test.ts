import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The page's icons: each `<use>` of an icon that is laid out (on the first screen or below it),
 * with where it points and whether it draws anything (a `<use>` whose symbol is not there yet has
 * an empty box).
 */
const pageIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("use")].flatMap((use) => {
      if (use.closest("svg")!.getClientRects().length === 0) return [];
      const { width, height } = use.getBBox();
      return [{ href: use.getAttribute("href")!, painted: width > 0 && height > 0 }];
    }),
  );

const unpainted = async (page: Page) =>
  (await pageIcons(page)).filter((icon) => !icon.painted).map((icon) => icon.href);

/** Holds every request for the icon sprite unanswered (a slow network) until `release` is called. */
async function holdSprite(page: Page) {
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await page.route("**/icons.svg", hold);
  return async () => {
    await Promise.all(held.splice(0).map((route) => route.continue()));
    await page.unroute("**/icons.svg", hold);
  };
}

describe.each(["en", "he"])("icons while the sprite has not arrived (%s)", (locale) => {
  it("a document paints its icons with its first paint, before and after its script runs, and so does the next a link opens", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdSprite(page);
    await page.goto(`/${locale}`, { waitUntil: "domcontentloaded" });
    expect((await pageIcons(page)).length).toBeGreaterThan(5);
    expect(await unpainted(page)).toEqual([]);

    await waitForHydration(page);
    expect(await unpainted(page)).toEqual([]);

    await page.locator(`nav a[href="/${locale}/providers"]`).first().click();
    await page.waitForURL(`**/${locale}/providers`);
    await page.locator("#provider-search").waitFor();
    const icons = await pageIcons(page);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.filter((icon) => !icon.painted || !icon.href.startsWith("#"))).toEqual([]);

    await release();
    expect(errors).toEqual([]);
    await close();
  });
});
