import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The page's HTML as the server sends it to this page's visitor (their cookies), before any script ran. */
export async function servedHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** How many island roots of each name the HTML has, by name. */
export function islandRoots(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [, name] of html.matchAll(/<island-root[^>]*\sdata-island="([^"]+)"/g))
    counts[name!] = (counts[name!] ?? 0) + 1;
  return counts;
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
