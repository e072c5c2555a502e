/**
 * Lighthouse on the public pages (issue 12): starts the site as `npm start` does, then runs the
 * lighthouse package's default configuration (mobile, simulated throttling) RUNS times per page in
 * Debian's Chromium, and prints each figure's median with every miss of the goals marked, then the
 * audits that cost points and what they point at. Exits 1 when a goal is missed.
 * Run: `npm run lighthouse` for every public page in Greek, English and Hebrew (long), or name
 * pages: `npm run lighthouse -- /en/providers /faq provider` (a path without a language runs in all
 * three; `provider` is the first seeded provider's page). LIGHTHOUSE_RUNS=1 for a quick look.
 */
import lighthouse from "lighthouse";
import { API_DEFAULT_LOCALE, DEFAULT_LOCALE, isLocale, RTL_LOCALES, type Locale } from "#schema/locales";
import {
  localizedUrl,
  PUBLIC_PAGE_PATHS,
  providerPagePaths,
  type PagePath,
  pathIn,
} from "#schema/public-pages";
import { startDebugChromium } from "./debug-chromium";
import {
  collectLosses,
  type Figures,
  figuresOf,
  GOALS,
  median,
  printLosses,
  printTable,
} from "./lighthouse-report";
import { startSite, stopOnSignal } from "./site";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MEASURED_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, API_DEFAULT_LOCALE, ...RTL_LOCALES];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The pages to measure, as paths on the site: every public page by default, else the arguments. */
function pagesToMeasure(args: string[], providerPath: PagePath): string[] {
  const inEveryLocale = (path: PagePath) =>
    MEASURED_LOCALES.map((locale) => localizedUrl("", locale, pathIn(path, locale)));
  if (args.length === 0) return [...PUBLIC_PAGE_PATHS, providerPath].flatMap(inEveryLocale);
  return args.flatMap((arg) => {
    if (arg === "provider") return inEveryLocale(providerPath);
    const first = arg.split("/")[1];
    return isLocale(first) ? [arg] : inEveryLocale(arg);
  });
}

const site = await startSite();
stopOnSignal(site);
const chromium = await startDebugChromium().catch((error: unknown) => {
  site.stop();
  throw error;
});
try {
  const pages = pagesToMeasure(process.argv.slice(2), providerPagePaths(site.provider.slugs));
  console.error(`Lighthouse: ${pages.length} pages × ${RUNS} runs (mobile, simulated throttling) …`);
  const rows: { page: string; figures: Figures }[] = [];
  const losses = new Map();
  for (const page of pages) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(site.baseUrl + page, {
        port: chromium.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result || result.lhr.runtimeError) {
        throw new Error(`${page}: ${result?.lhr.runtimeError?.message ?? "lighthouse gave no result"}`);
      }
      runs.push(figuresOf(result.lhr));
      collectLosses(result.lhr, page, losses);
    }
    const figures = median(runs);
    rows.push({ page, figures });
    console.error(`  ${page}: performance ${figures.performance}, LCP ${figures.lcp.toFixed(2)} s`);
  }
  const missed = printTable(rows, RUNS);
  printLosses(losses);
  console.log(`\nGoals: ${GOALS}`);
  process.exitCode = missed ? 1 : 0;
} finally {
  chromium.stop();
  site.stop();
}
