import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { inject } from "vitest";
import { getPlatformProxy } from "wrangler";
import type { Locale } from "#schema/locales";
import { providers, providersI18n } from "#schema/providers";
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

/**
 * A seeded provider by its brand, with its slug in `locale`. A test that changes what a provider
 * shows (its reviews, replies, complaints, representatives) takes one that no other browser test reads.
 */
export async function seededProvider(brand: string, locale: Locale) {
  const [provider] = await withSiteDatabase((db) =>
    db
      .select({ id: providers.id, brand: providers.brand, slug: providersI18n.slug })
      .from(providers)
      .innerJoin(
        providersI18n,
        and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, locale)),
      )
      .where(eq(providers.brand, brand)),
  );
  if (!provider) throw new Error(`No seeded provider ${brand} with a ${locale} slug`);
  return provider;
}
