import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The page's laid-out icons (on the first screen or below it), each with whether it draws: its
 * artwork is in the page (its shapes inside the <svg>), stroked in a visible colour, in a square of
 * an icon's size (not the 300 by 150 pixels of an <svg> that nothing sizes).
 */
const pageIcons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>("svg.icon")].flatMap((svg) => {
      if (svg.getClientRects().length === 0) return [];
      const stroke = getComputedStyle(svg).stroke;
      const { width, height } = svg.getBoundingClientRect();
      const drawn =
        svg.getBBox().width > 0 &&
        stroke !== "none" &&
        stroke !== "rgba(0, 0, 0, 0)" &&
        width === height &&
        width <= 40;
      return [{ icon: svg.getAttribute("class"), drawn }];
    }),
  );

const undrawn = async (page: Page) =>
  (await pageIcons(page)).filter((icon) => !icon.drawn).map((icon) => icon.icon);

describe.each(["en", "he"])("icons (%s)", (locale) => {
  it("a document draws every icon with its first paint, before and after its script runs, and so does the next a link opens", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`/${locale}`, { waitUntil: "domcontentloaded" });
    expect((await pageIcons(page)).length).toBeGreaterThan(5);
    expect(await undrawn(page)).toEqual([]);

    await waitForHydration(page);
    expect(await undrawn(page)).toEqual([]);

    await page.locator(`nav a[href="/${locale}/providers"]`).first().click();
    await page.waitForURL(`**/${locale}/providers`);
    await page.locator("#provider-search").waitFor();
    expect((await pageIcons(page)).length).toBeGreaterThan(5);
    expect(await undrawn(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
