import { createClient } from "@libsql/client";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { inject } from "vitest";
import { localD1File } from "#scripts/local-d1-file";
import type { Locale } from "#schema/locales";
import { providers, providersI18n } from "#schema/providers";
import { schema, type Db } from "#worker/lib/db";

/** How long a write waits for the site's own to finish (SQLite's busy timeout), in milliseconds. */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * The running site's own (throwaway) database, opened beside it as the SQLite file behind its D1
 * binding, to arrange what a test needs that the site offers no way to create. SQLite's file locks
 * keep the two processes apart; the site reads every change at its next request. Not through
 * wrangler's platform proxy: that asks workerd about each call with a blocking request, which under
 * load now and then came back without its answer and failed the test.
 */
export async function withSiteDatabase<T>(
  work: (db: Db) => Promise<T>,
  /** PROD_DB: the site's second local database, the one Production Sync copies the content to. */
  binding: "DB" | "PROD_DB" = "DB",
  /** Another running site's `--persist-to` directory (e.g. the development sign-in site's). */
  stateDir = inject("stateDir"),
): Promise<T> {
  const client = createClient({ url: `file:${localD1File(stateDir, binding)}` });
  try {
    await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
    return await work(drizzle(client, { schema }));
  } finally {
    client.close();
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
