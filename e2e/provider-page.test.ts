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

/** How many island roots of each name the page's HTML holds. */
const islandRoots = (page: Page) =>
  page.$$eval("island-root", (roots) =>
    roots.reduce<Record<string, number>>((counts, root) => {
      const name = (root as HTMLElement).dataset.island ?? "?";
      counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    }, {}),
  );

const reviewsIsland = 'island-root[data-island="provider-reviews"]';

describe("the provider page", () => {
  it("opens from the list by its slug, as a page of its own with every block", async () => {
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

  it.each(["en", "el", "he"])(
    "is a document (/%s): no router in its HTML, and only the reviews and the notifications as islands",
    async (locale) => {
      const { page, errors, close } = await openPage(browser);
      const response = await page.goto(`/${locale}/providers/aegeanbet`);
      const html = (await response?.text()) ?? "";
      expect(html).not.toContain("$_TSR");
      expect(html).not.toMatch(/\/assets\/[^"]*\.js/);
      expect(html).toMatch(/\/islands\/boot-[\w-]+\.js/);
      await waitForHydration(page);
      expect(await islandRoots(page)).toEqual({ "provider-reviews": 1, toaster: 1 });
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("downloads the reviews' code only as they come into view, their data with the page", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 740 } });
    const scripts = scriptsRequested(page);
    const reviewReads: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/providers\/[^/]+\/reviews\?/.test(request.url())) reviewReads.push(request.url());
    });
    await page.goto("/en/providers/aegeanbet");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const reviews = page.getByRole("heading", { name: "Player reviews" });
    // Server HTML: on the page (below the fold) before its code has come; boot alone downloaded.
    expect(await reviews.count()).toBe(1);
    expect(await page.locator(`${reviewsIsland} > ul > li`).count()).toBeGreaterThan(0);
    expect(scripts.map((file) => file.replace(/-[\w-]+\.js$/, ""))).toEqual(["/islands/boot"]);
    const experience = page.getByRole("textbox", { name: "Your experience" });
    expect(await experience.isDisabled()).toBe(true);
    await reviews.scrollIntoViewIfNeeded();
    await page.locator(`${reviewsIsland}[data-hydrated]`).waitFor({ state: "attached" });
    // Hydrated: the form's fields enabled, the same reviews in place, read from the page, no mismatch.
    expect(await experience.isEnabled()).toBe(true);
    expect(scripts.some((file) => file.includes("provider-reviews"))).toBe(true);
    expect(scripts.some((file) => file.startsWith("/assets/"))).toBe(false);
    expect(await page.locator(`${reviewsIsland} > ul > li`).count()).toBeGreaterThan(0);
    expect(reviewReads).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("shows its blocks in the new language after a language switch, and again after going back", async () => {
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
