import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIDEBAR_ITEMS } from "#web/components/layout/nav-items";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe.each(["en", "he"] as const)("the navigation on a phone (%s)", (locale) => {
  const text = textIn(locale);

  it("the header's button opens every page of the sidebar in a dialog, the current one marked; Escape closes it and a link leaves", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(`/${locale}/providers`);
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: text("a11y.toggle_sidebar") });
    const dialog = page.getByRole("dialog", { name: text("a11y.main_navigation") });
    const names = SIDEBAR_ITEMS.map((item) => text(item.labelKey));

    for (const time of ["first", "second"]) {
      await toggle.click();
      await dialog.waitFor();
      // The same links each time it opens, once each.
      expect(await dialog.getByRole("link").allTextContents(), time).toEqual([expect.any(String), ...names]);
      expect(
        await dialog.getByRole("link", { name: text("nav.providers") }).getAttribute("aria-current"),
      ).toBe("page");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    }

    await toggle.click();
    await dialog.getByRole("link", { name: text("nav.faq") }).click();
    await page.waitForURL(`**/${locale}/faq`);
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
