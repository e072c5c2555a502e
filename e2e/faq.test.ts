import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const openQuestions = (page: Page) => page.locator("main details[open] summary").allInnerTexts();

describe("/faq", () => {
  it("opens one question at a time across the page, by mouse and by keyboard", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/faq");
    await waitForHydration(page);
    expect(await openQuestions(page)).toEqual([]);

    await page.getByText("Who licenses betting companies in Cyprus?").click();
    expect(await openQuestions(page)).toEqual(["Who licenses betting companies in Cyprus?"]);
    expect(await page.getByText("Cyprus’s National Betting Authority (NBA)").isVisible()).toBe(true);

    // A question in another category closes the first.
    await page.getByText("How long does a withdrawal take?").click();
    expect(await openQuestions(page)).toEqual(["How long does a withdrawal take?"]);
    expect(await page.getByText("24–48 hours for e-wallets").isVisible()).toBe(true);
    expect(await page.getByText("Cyprus’s National Betting Authority (NBA)").isVisible()).toBe(false);

    await page.getByText("What is the minimum age for betting?").focus();
    await page.keyboard.press("Enter");
    expect(await openQuestions(page)).toEqual(["What is the minimum age for betting?"]);
    await page.keyboard.press("Space");
    expect(await openQuestions(page)).toEqual([]);

    expect(await page.getByRole("heading", { level: 2, name: "Still have questions?" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("works the same without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/he/faq");
    const summaries = page.locator("main summary");
    expect(await summaries.count()).toBe(21);
    await summaries.nth(0).click();
    await summaries.nth(20).click();
    expect(await page.locator("main details[open]").count()).toBe(1);
    expect(await page.locator("main details").nth(20).getAttribute("open")).not.toBeNull();
    await close();
  });

  // The questions are strings of the FAQ's own (schema/api/ui-strings.ts), not in other pages' HTML.
  it("reached inside the site, and in another language, shows its questions, not their keys", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    expect(await page.content()).not.toContain(textIn("en")("faq.licensing.q1"));

    await page
      .getByRole("navigation")
      .getByRole("link", { name: textIn("en")("nav.faq") })
      .first()
      .click();
    await page.waitForURL(/\/en\/faq$/);
    await page.getByText(textIn("en")("faq.licensing.q1")).waitFor();

    await page.getByRole("combobox", { name: "Choose language" }).selectOption({ label: "Ελληνικά" });
    await page.waitForSelector('html[lang="el"]');
    await page.getByText(textIn("el")("faq.licensing.q1")).waitFor();
    expect(await page.locator("main").innerText()).not.toMatch(/\bfaq\.\w+\.[qa]\d/);
    expect(errors).toEqual([]);
    await close();
  });
});
