/**
 * Lighthouse on the public pages: starts the site as `npm start` does, then runs the
 * lighthouse package's default configuration (mobile, simulated throttling) RUNS times per page in
 * Debian's Chromium, and prints each figure's median with every miss of the goals marked, then the
 * audits that cost points and what they point at. Exits 1 when a goal is missed.
 * Run: `npm run lighthouse` for every public page in Greek, English and Hebrew (long), or name
 * pages: `npm run lighthouse -- /en/providers /faq provider` (a path without a language runs in all
 * three; `provider` is the first seeded provider's page). LIGHTHOUSE_RUNS=1 for a quick look.
 */
import lighthouse, { type Result } from "lighthouse";
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
  type Loss,
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

/** How often a run whose trace failed to record is tried; `NO_NAVSTART` has come twice in a row. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run; a run whose trace failed to record (it says "run Lighthouse again", which
 * happens on a loaded machine) is tried again, up to ATTEMPTS in all.
 */
async function measure(url: string, port: number, attempt = 1): Promise<{ lhr: Result }> {
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags);
  if (result && !result.lhr.runtimeError) return result;
  if (attempt < ATTEMPTS) return measure(url, port, attempt + 1);
  throw new Error(`${url}: ${result?.lhr.runtimeError?.message ?? "lighthouse gave no result"}`);
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
  const losses = new Map<string, Loss>();
  // A page whose runs keep failing is reported and the table goes on with the next page.
  const failures: string[] = [];
  for (const page of pages) {
    const runs: Figures[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const result = await measure(site.baseUrl + page, chromium.port);
        runs.push(figuresOf(result.lhr));
        collectLosses(result.lhr, page, losses);
      }
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      console.error(`  ${page}: no figures (${failures.at(-1)})`);
      continue;
    }
    const figures = median(runs);
    rows.push({ page, figures });
    console.error(`  ${page}: performance ${figures.performance}, LCP ${figures.lcp.toFixed(2)} s`);
  }
  const missed = printTable(rows, RUNS);
  printLosses(losses);
  for (const failure of failures) console.log(`Not measured: ${failure}`);
  console.log(`\nGoals: ${GOALS}`);
  process.exitCode = missed || failures.length > 0 ? 1 : 0;
} finally {
  site.stop();
  await chromium.stop();
}
