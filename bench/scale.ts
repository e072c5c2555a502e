/**
 * Every public page (English, and one in Hebrew) and public GET API at demo size against the same
 * after `npm run seed:scale`, through the real Worker: two `npm start` servers (production build)
 * on two throwaway databases, asked in turn, so both see the same noise of a shared machine. Prints
 * the median time of each route on each and their ratio (goal: at most 1.5×).
 *
 *   npx tsx bench/scale.ts [requests per route, default 9]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BANNER_PAGES } from "#schema/api/banners";
import { contestMonthOf, monthsUpTo } from "#schema/cyprus-time";
import { PUBLIC_PAGE_PATHS } from "#schema/public-pages";
import { PROVIDERS } from "#seed/data/providers";

const SAMPLES = Number(process.argv[2] ?? 9);
const GOAL = 1.5;

const provider = PROVIDERS.find((p) => p.active)!;
const lastMonth = monthsUpTo(contestMonthOf(new Date()), 2)[1]!;
const routes = [
  ...PUBLIC_PAGE_PATHS.map((path) => `/en${path === "/" ? "" : path}`),
  `/en/providers/${provider.slug}`,
  `/en/providers/${provider.slug}?reviews=2`,
  `/en/leaderboard?month=${lastMonth}`,
  "/he/providers",
  `/he/providers/${provider.slug}`,
  "/api/providers?locale=en",
  "/api/provider-cards?locale=en",
  `/api/providers/${provider.id}?locale=en`,
  `/api/providers/${provider.slug}?locale=en`,
  `/api/providers/${provider.id}/ratings`,
  `/api/providers/${provider.id}/external-ratings`,
  `/api/providers/${provider.id}/reviews`,
  `/api/providers/${provider.id}/reviews?limit=10&offset=40`,
  `/api/providers/${provider.id}/onboarding?locale=en`,
  "/api/promotions?locale=en",
  `/api/banners?page=${BANNER_PAGES[0]}&locale=en`,
  "/api/ui-strings?locale=en",
  "/api/leaderboard/monthly",
  `/api/leaderboard/monthly/${lastMonth}`,
  "/api/me",
  "/sitemap.xml",
];

interface Site {
  name: string;
  stateDir: string;
  origin: string;
  server?: ChildProcess;
}

function site(name: string, port: number): Site {
  return {
    name,
    stateDir: mkdtempSync(join(tmpdir(), `bench-${name}-`)),
    origin: `http://127.0.0.1:${port}`,
  };
}

/** `npm start` on the site's own database and port; `build: false` serves the first site's bundle. */
async function start(s: Site, { build }: { build: boolean }) {
  const port = new URL(s.origin).port;
  // Its own process group, so stopping it stops wrangler and workerd with it.
  s.server = spawn("node_modules/.bin/tsx", ["scripts/start.ts", ...(build ? [] : ["--no-build"])], {
    env: { ...process.env, STATE_DIR: s.stateDir, PORT: port },
    stdio: "ignore",
    detached: true,
  });
  // Up once it renders a page.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${s.origin}/en?n=ready-${Date.now()}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${s.name} did not start`);
}

function stop(s: Site) {
  if (s.server?.pid) process.kill(-s.server.pid, "SIGTERM");
  rmSync(s.stateDir, { recursive: true, force: true });
}

let asked = 0;
/**
 * Every request at an address of its own: the edge caches (pages, and the public API for anonymous
 * callers) would answer a repeat without reading the database.
 */
const uncached = (url: string) => `${url}${url.includes("?") ? "&" : "?"}n=${++asked}`;

async function time(address: string) {
  const url = uncached(address);
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main() {
  const seed = site("seed", 8821);
  const scale = site("scale", 8822);
  try {
    console.log("Loading the scale data…");
    const loaded = spawnSync("node_modules/.bin/tsx", ["scripts/seed-scale.ts"], {
      env: { ...process.env, STATE_DIR: scale.stateDir },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (loaded.status !== 0) throw new Error("seed:scale failed");
    console.log("Starting both sites…");
    await start(seed, { build: true });
    await start(scale, { build: false });
    const rows: { route: string; seed: number; scale: number; ratio: number }[] = [];
    for (const route of routes) {
      const times: Record<"seed" | "scale", number[]> = { seed: [], scale: [] };
      // Two warm-up requests each (first compile of the route, cold caches), then turns.
      for (let i = 0; i < SAMPLES + 2; i++) {
        for (const s of [seed, scale] as const) {
          const ms = await time(`${s.origin}${route}`);
          if (i >= 2) times[s.name as "seed" | "scale"].push(ms);
        }
      }
      const row = { route, seed: median(times.seed), scale: median(times.scale), ratio: 0 };
      row.ratio = row.scale / row.seed;
      rows.push(row);
    }
    const width = Math.max(...routes.map((r) => r.length));
    console.log(`\n${"route".padEnd(width)}  seed ms  scale ms  ratio`);
    for (const r of rows) {
      const flag = r.ratio > GOAL ? "  ✖ over 1.5×" : "";
      console.log(
        `${r.route.padEnd(width)}  ${r.seed.toFixed(1).padStart(7)}  ${r.scale.toFixed(1).padStart(8)}  ${r.ratio.toFixed(2).padStart(5)}×${flag}`,
      );
    }
    const over = rows.filter((r) => r.ratio > GOAL);
    console.log(
      `\n${rows.length - over.length}/${rows.length} routes within ${GOAL}× (medians of ${SAMPLES}).`,
    );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    stop(seed);
    stop(scale);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
