import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { adminStorageState, signInAtProvider, textIn } from "./support/sign-in";

const english = textIn("en");
const AEGEANBET = { id: seedId("provider", 1), path: "/en/providers/aegeanbet" };
const REVIEW_TEXT = "Withdrawals by card took two days; the live odds kept up with the match.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-GB" };

const reviewForm = (page: Page) => page.getByRole("region", { name: english("provider.review_form.title") });
const reviewText = (page: Page) => reviewForm(page).getByLabel(english("provider.review_form.text"));
const banner = (page: Page) => page.getByRole("region", { name: english("consent.title") });

/** Scrolls to the review form and waits until its code runs (React has taken the textarea over). */
async function reachReviewForm(page: Page) {
  await reviewForm(page).scrollIntoViewIfNeeded();
  await reviewText(page).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(element).some((key) => key.startsWith("__reactProps"));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** A visitor picks stars by tapping the star they see (the radio button itself is invisible). */
async function tapStars(page: Page, stars: number) {
  const radio = page.getByRole("radio", {
    name: english("provider.review_form.stars.other").replace("{count}", String(stars)),
    exact: true,
  });
  await reviewForm(page).locator("label").filter({ has: radio }).tap();
}

describe("what a visitor types on a provider page", () => {
  it("stays, where it was, when they answer the cookie banner on a phone", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    await reachReviewForm(page);
    await tapStars(page, 4);
    await reviewText(page).tap();
    await reviewText(page).fill(REVIEW_TEXT);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await banner(page)
      .getByRole("button", { name: english("consent.accept") })
      .tap();
    await banner(page).waitFor({ state: "detached" });
    expect((await page.context().cookies()).find((c) => c.name === "consent")?.value).toBe("accepted");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await reviewText(page).inputValue()).toBe(REVIEW_TEXT);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(errors).toEqual([]);
    await close();
  });

  it("is there again after a reload in the middle of typing", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(AEGEANBET.path);
    await waitForHydration(page);
    await reachReviewForm(page);
    await tapStars(page, 2);
    await reviewText(page).fill(REVIEW_TEXT.slice(0, 30));

    await page.reload();
    await waitForHydration(page);
    await reachReviewForm(page);
    await expect.poll(() => reviewText(page).inputValue()).toBe(REVIEW_TEXT.slice(0, 30));
    const two = page.getByRole("radio", {
      name: english("provider.review_form.stars.other").replace("{count}", "2"),
      exact: true,
    });
    expect(await two.isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("what a signed-in visitor types on their profile (the app)", () => {
  it("stays when they answer the cookie banner on a phone, and the banner goes", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto("/api/login?returnTo=%2Fprofile");
    await signInAtProvider(page, "typed_profile");
    await waitForHydration(page);
    const errorsOnSite = errors.length; // the identity provider's own pages are not ours to judge
    const firstName = page
      .getByRole("region", { name: english("profile.basic.title") })
      .getByLabel(english("profile.field.first_name"), { exact: true });
    await firstName.tap();
    await firstName.fill("Eleni");
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    await banner(page)
      .getByRole("button", { name: english("consent.reject") })
      .tap();
    await banner(page).waitFor({ state: "detached" });
    expect((await page.context().cookies()).find((c) => c.name === "consent")?.value).toBe("rejected");
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await firstName.inputValue()).toBe("Eleni");
    expect(errors.slice(errorsOnSite)).toEqual([]);
    await close();
  });
});

describe("a back-office dialog with changes not saved", () => {
  let session: BrowserContextOptions["storageState"];
  beforeAll(async () => {
    session = await adminStorageState(browser);
  });

  it("asks before it closes, and the browser asks before the page is left", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin/providers");
    await waitForHydration(page);
    const addProvider = page.getByRole("button", { name: english("admin.providers.add") });
    const dialog = page.getByRole("dialog", { name: english("admin.providers.add") });
    const discard = page.getByRole("dialog", { name: english("admin.discard.title") });

    // Nothing changed: Escape closes it at once.
    await addProvider.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await addProvider.click();
    const brand = dialog.getByLabel(english("admin.providers.field.brand"), { exact: true });
    await brand.fill("Half-typed Bet");
    await page.keyboard.press("Escape");
    await discard.waitFor();
    await discard.getByRole("button", { name: english("admin.discard.keep") }).click();
    await discard.waitFor({ state: "detached" });
    expect(await brand.inputValue()).toBe("Half-typed Bet");

    // Leaving the page asks too (the browser's own question), and staying keeps the text.
    const question = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    expect((await question).type()).toBe("beforeunload");
    await (await question).dismiss();
    expect(await brand.inputValue()).toBe("Half-typed Bet");

    await dialog
      .getByRole("button", { name: english("a11y.close") })
      .last()
      .click();
    await discard.getByRole("button", { name: english("admin.discard.confirm") }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });

  it("asks on Cancel too, and closes at once when nothing changed", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-US", storageState: session });
    await page.goto("/admin/banners");
    await waitForHydration(page);
    const addBanner = page.getByRole("button", { name: english("admin.banners.add") });
    const dialog = page.getByRole("dialog", { name: english("admin.banners.add_title") });
    const cancel = dialog.getByRole("button", { name: english("admin.action.cancel") });
    const discard = page.getByRole("dialog", { name: english("admin.discard.title") });

    await addBanner.click();
    await cancel.click();
    await dialog.waitFor({ state: "detached" });

    await addBanner.click();
    const name = dialog.getByLabel(english("admin.banners.field.name"), { exact: true });
    await name.fill("Spring odds boost");
    await cancel.click();
    await discard.getByRole("button", { name: english("admin.discard.keep") }).click();
    await discard.waitFor({ state: "detached" });
    expect(await name.inputValue()).toBe("Spring odds boost");
    await cancel.click();
    await discard.getByRole("button", { name: english("admin.discard.confirm") }).click();
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    await close();
  });
});
