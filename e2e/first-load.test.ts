import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, localizedUrl } from "#schema/public-pages";
import { jsBudgetOf } from "#scripts/bundle-budget";
import { SCREENS, chunkName, firstLoadScripts, gzipTotal, type Screen } from "#scripts/first-load";
import { baseUrl, launchBrowser } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every public page, a provider's, and the calculator in its second mode (held to the page's budget). */
const pages = [...PUBLIC_PAGE_PATHS, "/providers/aegeanbet", "/calculator?mode=handicap"].map((path) => ({
  url: localizedUrl("", "en", path),
  budget: jsBudgetOf(path.split("?")[0]!),
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
