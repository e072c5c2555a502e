import type { Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

/** How many island roots of each name the HTML has, by name. */
export function islandRoots(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name] of html.matchAll(/<island-root[^>]*\sdata-island="([^"]+)"/g))
    counts[name!] = (counts[name!] ?? 0) + 1;
  return counts;
}

/**
 * What a document page's HTML carries to the browser: the island roots by name (how many of each),
 * whether it has the router's runtime (its state, `$_TSR`, or the app's entry script) and the
 * scripts it names.
 */
export async function documentShape(path: string, init: RequestInit = {}) {
  const html = await (await fetch(`${baseUrl()}${path}`, init)).text();
  return {
    islands: islandRoots(html),
    routerRuntime: html.includes("$_TSR") || /\/assets\/entry-client[^"]*\.js/.test(html),
    bootScript: /import\("\/islands\/boot-[^"]+\.js"\)/.test(html),
  };
}

/** The page's HTML as the server sends it to this page's visitor (their cookies), before any script ran. */
export async function servedHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * A document page: no router runtime (no dehydrated router state, no script of the single-page
 * app's), only the islands' boot, and exactly the island roots named.
 */
export function expectDocumentPage(html: string, roots: Record<string, number>) {
  expect(html).not.toContain("$_TSR");
  expect(html).not.toMatch(/\/assets\/[^"'\s]+\.js/);
  expect(html).toMatch(/\/islands\/boot-[^"'\s]+\.js/);
  expect(islandRoots(html)).toEqual(roots);
}

/** Wakes an island (a pointer over it) and waits until its code has hydrated it. */
export async function wakeIsland(page: Page, name: string) {
  const root = page.locator(`island-root[data-island="${name}"]`);
  await root.dispatchEvent("pointerover");
  await page.waitForSelector(`island-root[data-island="${name}"][data-hydrated]`, { state: "attached" });
}

/**
 * Holds every island's code (not the boot script) until `release` is called: a press in the
 * meantime is one made before the code came.
 */
export async function holdIslandCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
