import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";
import { documentShape, holdIslandCode, wakeIsland } from "./support/document-page";

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
    await expect.poll(() => brands(page)).toEqual(["Olympus Stake"]);

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

    await wakeIsland(page, "provider-search");
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

  it("a search typed and sent before the search's code came still searches, once it has", async () => {
    const { page, errors, close } = await openPage(browser);
    const release = await holdIslandCode(page);
    await page.goto("/en/providers");
    await waitForHydration(page);
    await page.getByLabel("Search providers").fill("troodos");
    await page.getByLabel("Search providers").press("Enter");
    // Nothing has come yet: the page is the server's, still listing every provider.
    expect(await page.locator("island-root[data-island=provider-search][data-hydrated]").count()).toBe(0);
    expect((await brands(page)).length).toBeGreaterThan(1);
    release();
    await page.waitForURL((url) => url.searchParams.get("q") === "troodos");
    await expect.poll(() => brands(page)).toEqual(["Troodos Sports"]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a shared link with a query opens already filtered, even without JavaScript", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/en/providers?q=troodos&sort=name");
    expect(await brands(page)).toEqual(["Troodos Sports"]);
    await close();
  });
});

describe("/providers as a document", () => {
  it.each(["/en/providers", "/el/providers?q=bet&sort=name", "/he/providers?page=2"])(
    "%s carries no router, only the boot script and its search island",
    async (path) => {
      expect(await documentShape(path)).toEqual({
        islands: { "provider-search": 1, toaster: 1 },
        routerRuntime: false,
        bootScript: true,
      });
    },
  );
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
