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
  it("the server's page paints its icons, before and after hydration; a page reached in the browser paints those the document has at once and the rest from the sprite", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdSprite(page);
    await page.goto(`/${locale}`, { waitUntil: "domcontentloaded" });
    expect((await pageIcons(page)).length).toBeGreaterThan(5);
    expect(await unpainted(page)).toEqual([]);

    await waitForHydration(page);
    expect(await unpainted(page)).toEqual([]);

    // A navigation inside the app, not a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`nav a[href="/${locale}/providers"]`).first().click();
    await page.waitForURL(`**/${locale}/providers`);
    await page.locator("#provider-search").waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    const icons = await pageIcons(page);
    const fromDocument = icons.filter((icon) => icon.href.startsWith("#"));
    const fromSprite = icons.filter((icon) => icon.href.startsWith("/icons.svg#"));
    expect(fromDocument.length + fromSprite.length).toBe(icons.length);
    expect(fromDocument.filter((icon) => !icon.painted)).toEqual([]);
    // The providers' page shows icons that the home page has not: they come from the sprite.
    expect(fromSprite.length).toBeGreaterThan(0);

    await release();
    await expect.poll(() => unpainted(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
