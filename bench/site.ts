import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, spawnServer, waitUntilServing } from "../e2e/support/serve";
import type { Locale } from "#schema/locales";

/** The site as `npm start` runs it (production client and Worker builds), ready to measure. */
export type Site = {
  baseUrl: string;
  /** One seeded provider's id and its slug in every language. */
  provider: { id: string; slugs: Record<Locale, string> };
  stop: () => void;
};

/** The first seeded provider, with its slug in every language. */
async function firstProvider(baseUrl: string): Promise<Site["provider"]> {
  const [first] = (await (await fetch(`${baseUrl}/api/providers?locale=en`)).json()) as { id: string }[];
  if (!first) throw new Error("The site lists no provider.");
  const detail = (await (await fetch(`${baseUrl}/api/providers/${first.id}?locale=en`)).json()) as {
    slugs: Record<Locale, string>;
  };
  return { id: first.id, slugs: detail.slugs };
}

/**
 * Starts `npm start` on a free port with a throwaway database (as the browser tests do), waits until
 * it answers, and picks the first seeded provider. Wrangler's per-request log lines are turned off:
 * a deployed Worker has no such logger, and on a small machine it would compete for the same CPU.
 * With BENCH_SITE_URL set, measures the site already running there instead (nothing is started).
 */
export async function startSite(): Promise<Site> {
  const running = process.env.BENCH_SITE_URL;
  if (running) return { baseUrl: running, provider: await firstProvider(running), stop: () => {} };
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stateDir = mkdtempSync(join(tmpdir(), "site-bench-"));
  const server = spawnServer("npm", ["start"], {
    ...process.env,
    PORT: String(port),
    STATE_DIR: stateDir,
    SITE_URL: baseUrl,
    WRANGLER_LOG: "warn",
  });
  const stop = () => {
    server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    console.error(`Starting the site (npm start) on ${baseUrl} …`);
    await waitUntilServing(`${baseUrl}/api/health`, server.output, Date.now() + 240_000);
    return { baseUrl, provider: await firstProvider(baseUrl), stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Ends the site on Ctrl-C too, so no wrangler is left behind. */
export function stopOnSignal(site: Site) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      site.stop();
      process.exit(130);
    });
  }
}
