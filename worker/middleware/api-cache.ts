import { createMiddleware } from "hono/factory";
import { coalescingD1 } from "../lib/coalescing-d1";
import { createDb } from "../lib/db";
import { lookUp, storable, VERSION_HEADER } from "../lib/edge-cache";
import { onOfferBreak } from "../lib/offer-break";
import { hasSessionCookie } from "../lib/session-cookie";
import type { AppEnv } from "../types";
import { requestLocale } from "./visitor-locale";

const CACHE_NAME = "api";
/** Live promotions and the contest's current month change with the clock, not only with a write. */
const MAX_AGE_SECONDS = 60;
/** `hit` for an answer served from the cache, `miss` for one read from the database and stored. */
const API_CACHE_HEADER = "X-Api-Cache";

/** The public read API: the same answer for every anonymous caller of an address and language. */
const PUBLIC_READS =
  /^\/api\/(?:providers|provider-cards|promotions|leaderboard\/monthly|transparency|ui-strings)(?:\/|$)/;

/**
 * Where an answer is kept: its address, the caller's language, and whether they are on a break
 * from offers (which empties the promotions and the providers' offers: lib/offer-break.ts).
 */
function cacheKey(url: string, locale: string, onBreak: boolean) {
  const { origin, pathname, search } = new URL(url);
  return `${origin}/.api-cache/${locale}${onBreak ? ";offer-break" : ""}${pathname}${search}`;
}

/**
 * Anonymous callers' answers from the public read API, kept in the edge location's Cache API as
 * anonymous pages are (lib/page-cache.ts): served while the content version is the one they were
 * read at, for a minute at most. Signed-in callers are never served from or stored to it (reviews say which one is theirs).
 */
export const apiCache = createMiddleware<AppEnv>(async (c, next) => {
  const kept = c.req.method === "GET" && PUBLIC_READS.test(c.req.path) && !hasSessionCookie(c);
  if (!kept) return next();
  const key = cacheKey(c.req.url, requestLocale(c), onOfferBreak(c));
  const cache = await caches.open(CACHE_NAME);
  // The version and the answer's own queries go to D1 together: a miss costs one round trip.
  const db = createDb(coalescingD1(c.get("d1")!));
  c.set("db", db);
  const found = await lookUp(cache, key, db);
  if ("hit" in found) {
    const { hit } = found;
    return new Response(hit.body, {
      headers: { "Content-Type": hit.headers.get("Content-Type")!, [API_CACHE_HEADER]: "hit" },
    });
  }
  await next();
  const readAt = await found.version;
  if (readAt === undefined || !storable(c.res)) return;
  const copy = new Response(c.res.clone().body, {
    headers: {
      "Content-Type": c.res.headers.get("Content-Type") ?? "application/json",
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      [VERSION_HEADER]: readAt,
    },
  });
  c.executionCtx.waitUntil(
    cache.put(key, copy).catch((error: unknown) => console.error("API answer not cached:", error)),
  );
  c.res.headers.set(API_CACHE_HEADER, "miss");
});
