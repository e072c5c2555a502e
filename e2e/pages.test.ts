import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("server-rendered HTML without JavaScript", () => {
  it("shows the providers and their Greek texts", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/providers");
    const brands = await page.locator("main h2").allTextContents();
    expect(brands).toContain("AegeanBet");
    expect(brands.length).toBe(10);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Εταιρείες στοιχημάτων");
    await close();
  });

  it("is right-to-left Hebrew under /he", async () => {
    const { page, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/he/providers");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("he");
    expect(await page.locator("main h2").first().textContent()).toBe("AegeanBet");
    await close();
  });
});

describe("hydration", () => {
  it.each(["/", "/providers", "/he/providers", "/en/menu"])(
    "%s hydrates without console errors or warnings",
    async (path) => {
      const { page, errors, close } = await openPage(browser);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      await close();
    },
  );

  it("a page served from the edge page cache hydrates: its inline scripts are allowed by their hashes", async () => {
    for (const expected of ["miss", "hit"]) {
      const { page, errors, close } = await openPage(browser);
      // A query of its own: no earlier test has stored this address.
      const response = await page.goto("/en/faq?from=page-cache-test");
      expect(response?.headers()["x-page-cache"]).toBe(expected);
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      await close();
    }
  });

  it("paints the server's HTML before it asks for the app's code", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto("/en/providers");
    await waitForHydration(page);
    const { firstPaint, entryRequested } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      entryRequested: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/entry-client-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(entryRequested).toBeGreaterThan(firstPaint!);
    expect(errors).toEqual([]);
    await close();
  });

  it("the 404 screen hydrates too, with no error but its own status", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto("/missing-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Η σελίδα δεν βρέθηκε");
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
    await close();
  });

  it("fetches the strings the server's render read, and hydrates with them however late they come", async () => {
    const { page, errors, close } = await openPage(browser);
    const asked: string[] = [];
    await page.route(/\/api\/ui-strings\?/, async (route) => {
      asked.push(new URL(route.request().url()).search);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/en/about");
    await waitForHydration(page);
    expect(asked.sort()).toEqual(["?locale=en&part=info", "?locale=en&part=site"]);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await close();
  });

  it("never shows the splash on a first visit", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/");
    expect(await page.locator('[role="status"][aria-live="polite"].fixed').count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Κύπρο");
    await close();
  });
});
