/**
 * What a first-time visitor's browser really downloads: every public page (English, plus the first
 * seeded provider's page) opened in a fresh Chromium profile, on a laptop's and on a phone's
 * screen, without scrolling or touching it, until the network is idle. Sums the gzip size of each
 * script the page requested (the files of the production build), and names the scripts beyond the
 * entry's. `npm run check` holds the statically imported code to the same budget from vite's
 * manifest; this adds what a page fetches as it runs: lazy parts rendered at once, and deferred
 * blocks within reach of the first screen. Exits 1 when a page is over the budget.
 * Run: `npm run bench:first-load`.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { PUBLIC_PAGE_PATHS, localizedUrl, pathIn, providerPagePaths } from "#schema/public-pages";
import { CHROMIUM_ARGS, findChromium } from "#scripts/chromium";
import { JS_BUDGET_BYTES, readManifest } from "#scripts/bundle-budget";
import { startSite, stopOnSignal } from "./site";

const SCREENS = {
  laptop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};

const gzipSize = (path: string) => gzipSync(readFileSync(`dist/client${path}`)).length;

const executablePath = findChromium();
if (!executablePath) throw new Error("No Chromium found: install Debian's chromium or set CHROME_PATH");
const entry = `/${readManifest()["web/entry-client.tsx"]!.file}`;
const site = await startSite();
stopOnSignal(site);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  const paths = [...PUBLIC_PAGE_PATHS, providerPagePaths(site.provider.slugs)].map((path) =>
    localizedUrl("", "en", pathIn(path, "en")),
  );
  let over = 0;
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    console.log(`\n${screen} (${viewport.width}×${viewport.height}): JS gzip, left of ${JS_BUDGET_BYTES} B`);
    for (const path of paths) {
      const context = await browser.newContext({ baseURL: site.baseUrl, viewport, locale: "en-GB" });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) scripts.add(pathname);
      });
      await page.goto(path);
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await page.waitForLoadState("networkidle");
      await context.close();
      const total = [...scripts].reduce((sum, script) => sum + gzipSize(script), 0);
      const left = JS_BUDGET_BYTES - total;
      if (left < 0) over++;
      const extra = [...scripts].filter((script) => script !== entry);
      const named = extra.map(
        (script) => `${script.replace(/^\/assets\/|-[\w-]{8}\.js$/g, "")} ${gzipSize(script)}`,
      );
      console.log(
        `${left < 0 ? "OVER" : "    "} ${path.padEnd(24)} ${String(total).padStart(7)} ${String(left).padStart(7)}  ${named.join(", ")}`,
      );
    }
  }
  console.log(over ? `\n${over} first loads over the budget.` : "\nEvery first load within the budget.");
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  site.stop();
}
