import type { Browser, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Attempt = { key: { action: "Prefetch" | "Prerender"; url: string } };

/**
 * What the page's Speculation Rules offer the browser: each link they take, by action, as Chromium
 * lists the candidates (whatever their eagerness, before any hover).
 */
async function watchCandidates(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  const state = {
    attempts: [] as Attempt[],
    ruleSets: [] as { errorType?: string; errorMessage?: string }[],
  };
  session.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    state.attempts = event.preloadingAttemptSources as Attempt[];
  });
  session.on("Preload.ruleSetUpdated", (event) => state.ruleSets.push(event.ruleSet));
  await session.send("Preload.enable");
  const paths = (action: Attempt["key"]["action"]) =>
    state.attempts
      .filter((attempt) => attempt.key.action === action)
      .map((attempt) => new URL(attempt.key.url).pathname + new URL(attempt.key.url).search);
  return { state, prefetched: () => paths("Prefetch"), prerendered: () => paths("Prerender") };
}

/** A link the rules take, added with the others: once it is a candidate, so would they be. */
const PROBE = "/en/terms?probe";

/** Links a page may carry that must never be loaded on a guess. */
const NEVER = [
  { href: "/api/logout" },
  { href: "/api/newsletter/confirm?token=x" },
  { href: "/auth/callback" },
  { href: "/admin" },
  { href: "/admin/reviews" },
  { href: "/admin-fix" },
  { href: "/profile" },
  { href: "/go/banner/b1?placement=hero&locale=en" },
  { href: "/en/about?nofollow", rel: "nofollow" },
  { href: "/en/contact?download", download: "" },
];

describe("Speculation Rules", () => {
  it("offer the site's pages for prefetch, a provider's page and the bottom navigation's for prerender, and nothing that acts, is personal or leaves the site", async () => {
    const { page, errors, close } = await openPage(browser, {
      locale: "en-GB",
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const candidates = await watchCandidates(page);
    await page.goto("/en");
    await waitForHydration(page);
    await page.evaluate(
      (links) => {
        const main = document.querySelector("main")!;
        for (const { href, ...attributes } of links) {
          const link = Object.assign(document.createElement("a"), { href, textContent: href });
          for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
          main.appendChild(link);
        }
      },
      [...NEVER, { href: PROBE }],
    );
    const providerPath = await page.locator('main a[href^="/en/providers/"]').first().getAttribute("href");
    expect(providerPath).toMatch(/^\/en\/providers\/[\w-]+$/);
    // The candidates follow the document: wait until they take the links just added.
    await expect.poll(() => candidates.prefetched()).toContain(PROBE);

    expect(candidates.state.ruleSets.length).toBeGreaterThan(0);
    for (const ruleSet of candidates.state.ruleSets)
      expect(ruleSet.errorType, ruleSet.errorMessage).toBeUndefined();
    expect(candidates.prerendered()).toContain(providerPath);
    for (const path of ["/en", "/en/providers", "/en/bonus", "/en/compare", "/en/menu"])
      expect(candidates.prerendered(), path).toContain(path);
    expect(candidates.prefetched()).toContain("/en/about");
    const all = [...candidates.prefetched(), ...candidates.prerendered()];
    for (const { href } of NEVER) expect(all, href).not.toContain(href);
    expect(all.filter((path) => /^\/(api|auth|admin|profile|go)\b/.test(path))).toEqual([]);
    // The rules ran under the page's Content-Security-Policy without a report.
    expect(errors).toEqual([]);
    await close();
  });

  it("open a provider's page from its card on the home page, after a hover, without a new document request", async () => {
    const { page, errors, close } = await openPage(browser, { locale: "en-GB" });
    const session = await page.context().newCDPSession(page);
    const ready = new Set<string>();
    session.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
      if (status === "Ready") ready.add(new URL(prefetchUrl).pathname);
    });
    await session.send("Preload.enable");
    await page.goto("/en");
    await waitForHydration(page);
    const card = page.locator('main a[href^="/en/providers/"]').first();
    const path = (await card.getAttribute("href"))!;

    await card.hover();
    await expect.poll(() => ready.has(path)).toBe(true);
    await card.click();
    await page.waitForURL((url) => url.pathname === path);
    // The page's own navigation entry: its document came from the prefetch, or was prerendered
    // (Chromium refuses a prerender while a DevTools client is attached, as Playwright is).
    const navigation = await page.evaluate(() => {
      // Both fields are newer than TypeScript's DOM types.
      const [entry] = performance.getEntriesByType("navigation") as (PerformanceNavigationTiming & {
        deliveryType: string;
        activationStart: number;
      })[];
      return {
        path: new URL(entry!.name).pathname,
        deliveryType: entry!.deliveryType,
        activationStart: entry!.activationStart,
      };
    });
    expect(navigation.path).toBe(path);
    expect(
      navigation.deliveryType === "navigational-prefetch" || navigation.activationStart > 0,
      JSON.stringify(navigation),
    ).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
