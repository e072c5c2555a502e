import type { Page } from "playwright-core";
import { baseUrl } from "./browser";

/**
 * What a document page's HTML carries to the browser: the island roots by name (how many of each),
 * whether it has the router's runtime (its state, `$_TSR`, or the app's entry script) and the
 * scripts it names.
 */
export async function documentShape(path: string, init: RequestInit = {}) {
  const html = await (await fetch(`${baseUrl()}${path}`, init)).text();
  const islands: Record<string, number> = {};
  for (const [, name] of html.matchAll(/<island-root data-island="([^"]+)"/g))
    islands[name!] = (islands[name!] ?? 0) + 1;
  return {
    islands,
    routerRuntime: html.includes("$_TSR") || /\/assets\/entry-client[^"]*\.js/.test(html),
    bootScript: /import\("\/islands\/boot-[^"]+\.js"\)/.test(html),
  };
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
