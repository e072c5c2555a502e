/**
 * What a first-time visitor's browser really downloads (scripts/first-load.ts): every public page
 * (English, plus the first seeded provider's page) on a laptop's and on a phone's screen. Prints
 * the gzip total, what is left of the budget, and the scripts beyond the entry's. The browser
 * tests (e2e/first-load.test.ts) hold every page to the same budget; this prints the figures.
 * Exits 1 when a page is over the budget. Run: `npm run bench:first-load`.
 */
import { chromium } from "playwright-core";
import { PUBLIC_PAGE_PATHS, localizedUrl, pathIn, providerPagePaths } from "#schema/public-pages";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium";
import { jsBudgetOf } from "#scripts/bundle-budget";
import { SCREENS, chunkName, firstLoadScripts, gzipTotal, type Screen } from "#scripts/first-load";
import { startSite, stopOnSignal } from "./site";

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
const site = await startSite();
stopOnSignal(site);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const paths = [...PUBLIC_PAGE_PATHS, providerPagePaths(site.provider.slugs)].map((path) =>
    pathIn(path, "en"),
  );
  let over = 0;
  for (const screen of Object.keys(SCREENS) as Screen[]) {
    const { width, height } = SCREENS[screen];
    console.log(`\n${screen} (${width}×${height}): JS gzip, budget, left of it`);
    for (const path of paths) {
      const url = localizedUrl("", "en", path);
      const scripts = await firstLoadScripts(browser, site.baseUrl + url, screen);
      const total = gzipTotal(scripts);
      const budget = jsBudgetOf(path);
      const left = budget - total;
      if (left < 0) over++;
      const named = scripts
        .map((script) => ({ name: chunkName(script.path), gzip: script.gzip }))
        .filter((script) => script.name !== "boot")
        .map((script) => `${script.name} ${script.gzip}`);
      console.log(
        `${left < 0 ? "OVER" : "    "} ${url.padEnd(24)} ${String(total).padStart(7)} ${String(budget).padStart(7)} ${String(left).padStart(7)}  ${named.join(", ")}`,
      );
    }
  }
  console.log(over ? `\n${over} first loads over the budget.` : "\nEvery first load within the budget.");
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  site.stop();
}
