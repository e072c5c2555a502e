import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedId } from "#seed/data/ids";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { textIn } from "./support/sign-in";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The JavaScript files the page has asked for so far. */
function scriptsRequested(page: Page) {
  const files: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") files.push(new URL(request.url()).pathname);
  });
  return files;
}

describe("the provider page", () => {
  it("opens from the list by its slug, with every block rendered after client-side navigation", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Details: AegeanBet" }).click();
    await page.waitForURL(/\/en\/providers\/aegeanbet$/);
    await page.getByRole("heading", { level: 1, name: "AegeanBet" }).waitFor();
    for (const name of ["Player rating", "Licence", "Player reviews", "How to join"])
      await page.getByRole("heading", { name }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("hydrates the server's page, and fetches the reviews' code and data only when they come into view", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 740 } });
    const scripts = scriptsRequested(page);
    const reviewReads: string[] = [];
    // The reviews come late: the block keeps the server's HTML until they are here, then hydrates.
    await page.route(/\/api\/providers\/[^/]+\/reviews\?/, async (route) => {
      reviewReads.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto("/en/providers/aegeanbet");
    await waitForHydration(page);
    const reviews = page.getByRole("heading", { name: "Player reviews" });
    // Server HTML: on screen (well, below the fold) before its code and data have arrived.
    expect(await reviews.count()).toBe(1);
    expect(await page.locator("section[aria-labelledby=reviews] li").count()).toBeGreaterThan(0);
    expect(scripts.some((file) => file.includes("provider-reviews"))).toBe(false);
    expect(reviewReads).toEqual([]);
    const experience = page.getByRole("textbox", { name: "Your experience" });
    expect(await experience.isDisabled()).toBe(true);
    await reviews.scrollIntoViewIfNeeded();
    // Hydrated: the form's fieldset is enabled, the same reviews in place, no hydration mismatch.
    await page.waitForFunction(() => !document.querySelector("#review-text")?.closest("fieldset[disabled]"));
    expect(scripts.some((file) => file.includes("provider-reviews"))).toBe(true);
    expect(reviewReads).toHaveLength(1);
    expect(await page.locator("section[aria-labelledby=reviews] li").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  // The page's HTML does not carry these blocks' data: the loader of the page they render anew on fetches it.
  it("renders its server-only blocks anew with their data after a language switch and back", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/providers/aegeanbet");
    await waitForHydration(page);
    await page.getByRole("combobox", { name: "Choose language" }).selectOption({ label: "Ελληνικά" });
    await page.waitForURL(/\/el\/providers\/aegeanbet$/);
    const greek = textIn("el");
    for (const key of ["provider.ratings.title", "provider.join.title", "provider.external.title"])
      await page.getByRole("heading", { name: greek(key) }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/en\/providers\/aegeanbet$/);
    for (const name of ["Player rating", "How to join", "Ratings on other sites"])
      await page.getByRole("heading", { name }).waitFor();
    expect(await page.locator("section[aria-labelledby=how-to-join] li").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("redirects an id to the slug, and shows every block without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    const response = await page.goto(`/en/providers/${seedId("provider", 1)}`);
    expect(new URL(page.url()).pathname).toBe("/en/providers/aegeanbet");
    expect(response?.status()).toBe(200);
    for (const name of ["Player rating", "Licence", "Player reviews", "How to join", "Payment methods"])
      expect(await page.getByRole("heading", { name }).isVisible()).toBe(true);
    await close();
  });

  it("answers an unknown provider with its not-found heading, status 404 and a way back", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto("/en/providers/no-such-bookmaker");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Provider not found" }).waitFor();
    await page.getByRole("link", { name: "Back to providers" }).click();
    await page.waitForURL(/\/en\/providers$/);
    // The browser reports the page's own 404 status; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await close();
  });
});
