/**
 * Server throughput (issue 12): starts the site as `npm start` does and loads it with autocannon,
 * every target in the same run, so the ratios compare like with like on a shared, noisy machine.
 * Each target gets a warm-up, then RUNS short runs of SECONDS each, interleaved round by round; the
 * table shows the median requests per second and that run's latency p50/p99. Few connections and
 * runs of several seconds: concurrent page renders interleave and finish together, so with many
 * connections a short run counts whole batches, not a rate. The static baseline is
 * the hashed stylesheet (50 KB, the smaller of the two files every page loads), so the ratio is not
 * flattered by a large file; every request asks for gzip or brotli, as a browser does. A "cached"
 * page is asked at one address, so after the first request the edge page cache answers it; a
 * "rendered" one at a new address each time, so every request renders. `GET /api/providers` alike:
 * at one address the API's edge cache answers it, "read anew" every request reads the database.
 * Run: `npm run bench` (about four minutes; BENCH_RUNS, BENCH_SECONDS and BENCH_CONNECTIONS change
 * the defaults; BENCH_SITE_URL measures a site already running there).
 */
import autocannon from "autocannon";
import { startSite, stopOnSignal } from "./site";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const GOAL = 0.5;

/** `rendered`: every request asks an address of its own, so no edge cache can answer it. */
type Target = { name: string; path: string; rendered?: boolean };
type Run = { rps: number; p50: number; p99: number };

/** As a browser asks: compressed if the server can (it compresses pages and assets alike). */
const HEADERS = { "accept-encoding": "gzip, br" };

let asked = 0;
/** The path with a query of its own (`?n=…`): a page the cache has never stored. */
const unseen = (path: string) => `${path}${path.includes("?") ? "&" : "?"}n=${++asked}`;

async function load(url: string, seconds: number, rendered = false): Promise<Run> {
  const requests = rendered
    ? [{ setupRequest: (r: { path: string }) => ({ ...r, path: unseen(r.path) }) }]
    : undefined;
  const run = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, requests });
  const stuck = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`${url}: the ${seconds} s run did not end`)),
      (seconds + 60) * 1000,
    ).unref(),
  );
  const result = await Promise.race([run, stuck]);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(`${url}: ${failed} of ${result.requests.sent} requests failed or were not 2xx`);
  await settle(new URL(url).origin);
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * Waits until the server has worked off what a run left in flight (autocannon stops counting, not
 * the server working), so it does not slow the next target's run.
 */
async function settle(origin: string) {
  for (let i = 0; i < 3; i++) await fetch(`${origin}/api/health`);
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/**
 * The hashed stylesheet and entry script every page loads, as named in the server-rendered HTML
 * (the entry by the inline module that imports it after the first paint).
 */
async function hashedAssets(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/en`)).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  if (!stylesheet || !script) throw new Error("The /en page names no /assets/ stylesheet or script");
  return { stylesheet, script };
}

const site = await startSite();
stopOnSignal(site);
try {
  const assets = await hashedAssets(site.baseUrl);
  const providerPage = `/en/providers/${encodeURIComponent(site.provider.slugs.en)}`;
  const targets: Target[] = [
    { name: "cached provider page", path: providerPage },
    { name: "rendered provider page", path: providerPage, rendered: true },
    { name: "static asset", path: assets.stylesheet },
    { name: "static entry script", path: assets.script },
    { name: "GET /api/providers", path: "/api/providers" },
    { name: "GET /api/providers, read anew", path: "/api/providers", rendered: true },
    { name: "GET /api/health", path: "/api/health" },
    { name: "rendered /en/providers", path: "/en/providers", rendered: true },
    { name: "rendered /en", path: "/en", rendered: true },
  ];
  console.error(`Warming up; then ${RUNS} × ${SECONDS} s per target, ${CONNECTIONS} connections …`);
  for (const target of targets) await load(site.baseUrl + target.path, 3, target.rendered);
  const runs = new Map<Target, Run[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < RUNS; round++) {
    for (const target of targets) {
      const run = await load(site.baseUrl + target.path, SECONDS, target.rendered);
      console.error(`  round ${round + 1}: ${target.name} ${run.rps.toFixed(1)} requests/s`);
      runs.get(target)!.push(run);
    }
  }
  const results = new Map(targets.map((target) => [target.name, median(runs.get(target)!)]));

  console.log(`\n| target | path | requests/s (median of ${RUNS}) | p50 ms | p99 ms |`);
  console.log("|---|---|---:|---:|---:|");
  for (const target of targets) {
    const { rps, p50, p99 } = results.get(target.name)!;
    console.log(`| ${target.name} | ${target.path} | ${rps.toFixed(0)} | ${p50} | ${p99} |`);
  }
  const ratio = (over: string, under: string) => results.get(over)!.rps / results.get(under)!.rps;
  const ratios = [
    ["cached provider page / static asset", ratio("cached provider page", "static asset")],
    ["rendered provider page / static asset", ratio("rendered provider page", "static asset")],
    ["GET /api/providers / GET /api/health", ratio("GET /api/providers", "GET /api/health")],
  ] as const;
  console.log(`\n| ratio | value | goal ≥ ${GOAL}× |`);
  console.log("|---|---:|---|");
  for (const [name, value] of ratios) {
    console.log(`| ${name} | ${value.toFixed(2)}× | ${value >= GOAL ? "met" : "MISSED"} |`);
  }
} finally {
  site.stop();
}
