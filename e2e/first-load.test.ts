import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, localizedUrl } from "#schema/public-pages";
import { JS_BUDGET_BYTES, QUIET_JS_BUDGET_BYTES } from "#scripts/bundle-budget";
import { SCREENS, chunkName, firstLoadScripts, gzipTotal, type Screen } from "#scripts/first-load";
import { baseUrl, launchBrowser } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Pages whose first screen has no island that must run at load: until the visitor acts they
 * download the islands' boot script and nothing else. The others (an island at load, like the
 * calculator) are held to the budget of any public page.
 */
const QUIET_PAGES = new Set([
  "/",
  "/providers/aegeanbet",
  "/bonus",
  "/menu",
  "/faq",
  "/leaderboard",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
]);

const pages = [...PUBLIC_PAGE_PATHS, "/providers/aegeanbet"].map((path) => ({
  url: localizedUrl("", "en", path),
  budget: QUIET_PAGES.has(path) ? QUIET_JS_BUDGET_BYTES : JS_BUDGET_BYTES,
}));

/**
 * The budgets, as the browser meets them: `npm run check` counts the build's static imports, this
 * counts what a first visit really fetches (islands woken on the first screen included).
 */
describe.each(Object.keys(SCREENS) as Screen[])("a first visit on a %s's screen", (screen) => {
  it.each(pages)("$url downloads at most $budget B gzip of JavaScript", async ({ url, budget }) => {
    const scripts = await firstLoadScripts(browser, baseUrl() + url, screen);
    const downloaded = scripts.map((script) => `${chunkName(script.path)} ${script.gzip}`).join(", ");
    expect(gzipTotal(scripts), downloaded).toBeLessThanOrEqual(budget);
  });
});
