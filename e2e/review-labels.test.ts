import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

describe.each(["he", "el"] as const)("a published review's labels, on a phone, in %s", (locale) => {
  it("read as text, fit the screen, and the contest link opens the policy's contest section", async () => {
    const t = textIn(locale);
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(`/${locale}/providers/aegeanbet`);
    await waitForHydration(page);
    const entry = page.getByRole("link", { name: t("provider.reviews.contest_entry"), exact: true }).first();
    await entry.scrollIntoViewIfNeeded();
    // The labels are the server's HTML; the list's island takes it over without changing it.
    await page.waitForSelector('island-root[data-island="provider-reviews"][data-hydrated]', {
      state: "attached",
    });

    // A screen reader meets the label as a link named by its text, then the sentence on prizes.
    const review = page.getByRole("listitem").filter({ has: entry }).first();
    const spoken = await review.ariaSnapshot();
    expect(spoken).toContain(`link "${t("provider.reviews.contest_entry")}"`);
    expect(spoken).toContain(t("provider.reviews.contest_prizes"));
    // The seeded reviews include verified authors: the badge says what it means on hover.
    const verified = page.getByText(t("provider.reviews.verified_email"), { exact: true }).first();
    expect(await verified.getAttribute("title")).toBe(t("provider.reviews.verified_email_hint"));

    // Nothing runs off a phone's screen, and the label is large enough to read and to tap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await entry.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.height >= 24).toBe(true);
    expect(
      await entry.evaluate((link) => parseFloat(getComputedStyle(link).fontSize)),
    ).toBeGreaterThanOrEqual(12);

    await entry.click();
    await page.waitForURL(`**/${locale}/review-policy#contest`);
    const heading = page.getByRole("heading", { level: 2, name: t("pages.review_policy.contest.title") });
    expect(
      await heading.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= innerHeight;
      }),
    ).toBe(true);
    expect(await page.locator("html").getAttribute("dir")).toBe(locale === "he" ? "rtl" : "ltr");
    expect(errors).toEqual([]);
    await close();
  });
});
