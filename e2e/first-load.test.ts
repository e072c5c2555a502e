import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, localizedUrl } from "#schema/public-pages";
import { JS_BUDGET_BYTES } from "#scripts/bundle-budget";
import { SCREENS, chunkName, firstLoadScripts, gzipTotal, type Screen } from "#scripts/first-load";
import { baseUrl, launchBrowser } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const pages = [...PUBLIC_PAGE_PATHS, "/providers/aegeanbet"].map((path) => localizedUrl("", "en", path));

/**
 * The standing budget, as the browser meets it: `npm run check` counts each page's static imports
 * from the build's manifest, this counts what a first visit really fetches (lazy parts rendered at
 * once, deferred blocks triggered on the first screen).
 */
describe.each(Object.keys(SCREENS) as Screen[])("a first visit on a %s's screen", (screen) => {
  it.each(pages)(`%s downloads at most ${JS_BUDGET_BYTES} B gzip of JavaScript`, async (path) => {
    const scripts = await firstLoadScripts(browser, baseUrl() + path, screen);
    const downloaded = scripts.map((script) => `${chunkName(script.path)} ${script.gzip}`).join(", ");
    expect(gzipTotal(scripts), downloaded).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });
});
