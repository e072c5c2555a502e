import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/d1";
import { inject } from "vitest";
import { getPlatformProxy } from "wrangler";
import { schema, type Db } from "#worker/lib/db";

const WRANGLER_CONFIG = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

// The same offline switches the npm scripts set for every wrangler call.
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_HIDE_BANNER ??= "true";

/**
 * The running site's own (throwaway) database, opened beside it the way `wrangler d1 execute
 * --local` would, to arrange what a test needs that the site offers no way to create. SQLite's
 * file locks keep the two processes apart; the site reads every change at its next request.
 */
export async function withSiteDatabase<T>(
  work: (db: Db) => Promise<T>,
  /** PROD_DB: the site's second local database, the one Production Sync copies the content to. */
  binding: "DB" | "PROD_DB" = "DB",
  /** Another running site's `--persist-to` directory (e.g. the development sign-in site's). */
  stateDir = inject("stateDir"),
): Promise<T> {
  const proxy = await getPlatformProxy<Record<typeof binding, D1Database>>({
    configPath: WRANGLER_CONFIG,
    persist: { path: join(stateDir, "v3") },
    remoteBindings: false,
  });
  try {
    return await work(drizzle(proxy.env[binding], { schema }));
  } finally {
    await proxy.dispose();
  }
}
