import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { documentShape } from "./support/document-page";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The bonus cards (the filter links are list items too, but have no heading). */
const results = (page: Page) => page.locator("main li", { has: page.locator("h2") });

describe("/bonus filter", () => {
  it("filters by bonus type, keeps the filter in the URL, and back returns to all", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/bonus");
    await waitForHydration(page);
    const cards = page.locator("main ul li h2");
    const everything = await cards.count();
    expect(everything).toBeGreaterThan(3);

    const filters = page.getByRole("navigation", { name: "Bonus type" });
    await filters.getByRole("link", { name: "Cashback" }).click();
    await page.waitForURL(/\/en\/bonus\?type=cashback$/);
    expect(await filters.getByRole("link", { name: "Cashback" }).getAttribute("aria-current")).toBe("page");
    // The filtered page is read from the server: the list changes once it is here.
    await expect.poll(() => cards.count()).toBeLessThan(everything);
    const cashbackOnly = await cards.count();
    expect(cashbackOnly).toBeGreaterThan(0);
    expect(cashbackOnly).toBeLessThan(everything);
    expect(new Set(await results(page).getByText("Cashback", { exact: true }).allTextContents())).toEqual(
      new Set(["Cashback"]),
    );
    expect(await results(page).getByText("Cashback", { exact: true }).count()).toBe(cashbackOnly);

    await page.goBack();
    await page.waitForURL(/\/en\/bonus$/);
    await expect.poll(() => cards.count()).toBe(everything);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["/en/bonus", "/el/bonus?type=cashback", "/he/bonus?type=free_bet&page=2"])(
    "%s carries no router and no island of its own: its filter and pages are links",
    async (path) => {
      expect(await documentShape(path)).toEqual({
        islands: { toaster: 1 },
        routerRuntime: false,
        bootScript: true,
      });
    },
  );

  it("opens a shared filtered link already filtered, without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/en/bonus?type=free_bet");
    const titles = await page.locator("main ul li h2").count();
    expect(titles).toBeGreaterThan(0);
    expect(await results(page).getByText("Free bet", { exact: true }).count()).toBe(titles);
    await close();
  });
});
