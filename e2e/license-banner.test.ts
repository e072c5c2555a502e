import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A streamed document may be painted part-way: the strip's icon before its text. The icon must
 * then already stand where it stays, and the strip keep its height, or the page shifts once the
 * text arrives.
 */
describe("the licence strip at the top of every page", () => {
  it.each([
    ["/en/faq", 1280],
    ["/he/faq", 1280],
    ["/en/providers", 390],
    ["/he/providers", 390],
  ] as const)("%s at %i px: its icon and height do not depend on its text", async (path, width) => {
    const { page, close } = await openPage(browser, {
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    });
    await page.goto(path);
    const measure = () =>
      page.evaluate(() => {
        const strip = document.querySelector("[aria-labelledby=licence-banner-text]")!;
        const icon = strip.querySelector("svg")!.getBoundingClientRect();
        return {
          icon: { x: icon.x, y: icon.y, width: icon.width },
          height: strip.getBoundingClientRect().height,
        };
      });
    const withText = await measure();
    await page.evaluate(() => (document.getElementById("licence-banner-text")!.textContent = ""));
    const withoutText = await measure();
    expect(withoutText.icon).toEqual(withText.icon);
    if (width >= 768) expect(withoutText.height).toBe(withText.height);
    await close();
  });
});
