import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const greek = textIn("el");

/** What a page shows of offers: its links out and its banners. */
const offersOn = (page: Page) => page.locator('main a[href^="/go/"], [data-banner]').count();

describe("a break from offers", () => {
  it("on a phone in Greek: a 7-day break hides the offers on the home and a provider page, and ending it brings them back", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.context().addCookies([{ name: "consent", value: "rejected", url: baseUrl() }]);
    await page.goto("/el");
    await waitForHydration(page);
    expect(await offersOn(page)).toBeGreaterThan(0);

    // From the menu of the bottom bar to the break page, whose form needs no script of its own.
    await page
      .getByRole("navigation", { name: greek("a11y.bottom_navigation") })
      .getByRole("link", { name: greek("nav.menu") })
      .tap();
    await page
      .getByRole("main")
      .getByRole("link", { name: greek("nav.offer_break") })
      .tap();
    await page.waitForURL("**/el/break");
    expect(await page.getByLabel(greek("offer_break.days.7")).isChecked()).toBe(true);
    await page.getByRole("button", { name: greek("offer_break.start") }).tap();
    const notice = page.locator("[data-offer-break]");
    await notice.waitFor();
    expect(await notice.innerText()).toContain(greek("offer_break.notice").split("{date}")[0]);

    await page.goto("/el");
    await waitForHydration(page);
    await notice.waitFor();
    expect(await offersOn(page)).toBe(0);
    await page.goto("/el/providers/aegeanbet");
    await waitForHydration(page);
    expect(await offersOn(page)).toBe(0);

    // One press ends it, back on the same page, whose offers are back.
    await notice.getByRole("button", { name: greek("offer_break.end") }).tap();
    await page.waitForURL("**/el/providers/aegeanbet");
    await waitForHydration(page);
    expect(await notice.count()).toBe(0);
    expect(await offersOn(page)).toBeGreaterThan(0);
    await page.goto("/el");
    expect(await offersOn(page)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});
