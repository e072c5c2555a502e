import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const brands = (page: Page) => page.locator("main h2").allTextContents();

describe("/providers search and sort", () => {
  it("searches brand, licence id and slug, case-insensitively, and keeps the query in the URL", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const search = page.getByLabel("Search providers");

    await search.fill("OLYMP");
    await page.waitForURL(/q=OLYMP/);
    expect(await brands(page)).toEqual(["Olympus Stake"]);

    await search.fill("nba-cy-2013-009");
    await page.waitForFunction(() => document.querySelectorAll("main h2").length === 1);
    expect(await brands(page)).toEqual(["Troodos Sports"]);

    await search.fill("no such bookmaker");
    await page.getByText("No providers match your search.").waitFor();
    expect(await brands(page)).toEqual([]);
    await close();
  });

  it("sorts by priority by default and by name on request; back returns to the previous order", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const byPriority = await brands(page);
    expect(byPriority.slice(0, 2)).toEqual(["AegeanBet", "Aphrodite Odds"]);

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name" });
    await page.waitForURL(/sort=name/);
    const byName = await brands(page);
    expect(byName).toEqual([...byPriority].sort((a, b) => a.localeCompare(b, "en")));
    expect(byName).not.toEqual(byPriority);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes("sort=name"));
    expect(await brands(page)).toEqual(byPriority);
    await close();
  });

  it("a shared link with a query opens already filtered, even without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/en/providers?q=troodos&sort=name");
    expect(await brands(page)).toEqual(["Troodos Sports"]);
    await close();
  });
});

describe("affiliate click-outs", () => {
  it("a visit button goes through /go (302) and on to the provider's affiliate address in a new tab", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const visit = page.getByRole("link", { name: /Visit site/ }).first();
    expect(await visit.getAttribute("rel")).toBe("sponsored noopener");
    // The click-out opens in the new tab, so its response is the context's, not this page's.
    const clickOut = page
      .context()
      .waitForEvent("response", (response) => new URL(response.url()).pathname.startsWith("/go/"));
    await Promise.all([page.waitForEvent("popup"), visit.click()]);
    const response = await clickOut;
    expect(response.status()).toBe(302);
    // The seeded partner sites cannot be reached from here: the browser following the redirect is the proof.
    expect(response.request().redirectedTo()?.url()).toMatch(
      /^https:\/\/go\.betcompare-cyprus\.example\/r\/.+\?utm_source=betcompare$/,
    );
    await close();
  });
});
