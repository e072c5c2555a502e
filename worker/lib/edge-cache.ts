import { eq } from "drizzle-orm";
import { contentVersion } from "#schema/content";
import type { Db } from "./db";

/**
 * What the edge caches share: the page cache (page-cache.ts) and the public API's
 * (middleware/api-cache.ts) keep a copy only while the content version (schema/content.ts) is the
 * one it was made at.
 */

/** On a copy in the edge cache: the content version it was made at. */
export const VERSION_HEADER = "X-Content-Version";

/**
 * How long an isolate trusts the version it read last: a hit within it needs no database at all.
 * A write elsewhere shows everywhere within this time; one through this isolate, at once.
 */
const VERSION_TRUSTED_MS = 1000;
let lastRead: { version: string; at: number } | undefined;

/** After a write through this isolate: the next request reads the version again. */
export function forgetContentVersion() {
  lastRead = undefined;
}

/** The current content version; undefined (nothing is cached) should it be unreadable. */
const readVersion = (db: Db) =>
  db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .then(
      ([row]) => {
        if (row) lastRead = { version: row.version, at: Date.now() };
        return row?.version;
      },
      (error: unknown) => {
        console.error("content version unreadable, nothing cached:", error);
        return undefined;
      },
    );

/** The version read within the last second, else the database's. */
const trustedVersion = (db: Db) =>
  lastRead && Date.now() - lastRead.at < VERSION_TRUSTED_MS ? lastRead.version : readVersion(db);

/**
 * The copy kept under `key` while it is current (and `usable`); otherwise the version a new copy
 * will carry, read now, before the content it vouches for: a write landing in between leaves a copy
 * that names the old version, which the next request refuses.
 */
export async function lookUp(
  cache: Cache,
  key: string,
  db: Db,
  usable: (stored: Response) => boolean = () => true,
): Promise<{ hit: Response } | { version: Promise<string | undefined> }> {
  const stored = await cache.match(key);
  if (!stored || !usable(stored)) {
    await stored?.body?.cancel();
    return { version: readVersion(db) };
  }
  const current = await trustedVersion(db);
  if (current !== undefined && stored.headers.get(VERSION_HEADER) === current) return { hit: stored };
  await stored.body?.cancel();
  return { version: Promise.resolve(current) };
}

/** An answer anyone may get: a 200 that sets no cookie and was not marked personal. */
export const storable = (response: Response) =>
  response.status === 200 &&
  response.body !== null &&
  !response.headers.has("Set-Cookie") &&
  !/\b(?:private|no-store)\b/.test(response.headers.get("Cache-Control") ?? "");
