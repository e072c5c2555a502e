import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { contentVersion } from "#schema/content";
import { isPersonalPath } from "../middleware/private-responses";
import { requestLocale } from "../middleware/visitor-locale";
import { PAGE_VARY, sidebarOpen } from "../render";
import { BANNER_VIEWS_COOKIE } from "../services/banners";
import type { AppEnv } from "../types";
import type { Db } from "./db";
import { hasSessionCookie } from "./session-cookie";

/**
 * Anonymous visitors' pages, kept in the edge location's Cache API. A stored page is served only
 * while the content version (schema/content.ts) is the one it was rendered at: every write to
 * public content bumps it in the database, which every location reads, so one write invalidates
 * everywhere at once. Signed-in visitors are never served from or stored to it: their pages embed
 * who they are.
 */
const CACHE_NAME = "pages";
/** Promotions, banners and the contest month change with the clock, not only with a write. */
const MAX_AGE_SECONDS = 60;
const VERSION_HEADER = "X-Content-Version";
/** The CSP nonce the stored page was rendered with; each serve replaces it with its own. */
const NONCE_HEADER = "X-Page-Nonce";
/** `hit` for a page served from the cache, `miss` for one rendered and stored. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The current content version; undefined (nothing is cached) should it be unreadable. */
const readVersion = (db: Db) =>
  db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1))
    .then(
      ([row]) => row?.version,
      (error: unknown) => {
        console.error("content version unreadable, page not cached:", error);
        return undefined;
      },
    );

/**
 * Where a page is kept: its address plus everything else its render reads from the request (the
 * language, the sidebar cookie, the consent and banner view cookies). Null when it is not kept.
 */
function cacheKey(c: Context<AppEnv>) {
  if (c.req.method !== "GET" || hasSessionCookie(c) || isPersonalPath(c.req.path)) return null;
  const consent = getCookie(c, CONSENT_COOKIE) === "accepted";
  const variant = [
    requestLocale(c),
    sidebarOpen(c) ? "sidebar-open" : "sidebar-closed",
    consent ? `banner-views:${getCookie(c, BANNER_VIEWS_COOKIE) ?? ""}` : "no-consent",
  ].join(";");
  const url = new URL(c.req.url);
  return `${url.origin}/.page-cache/${encodeURIComponent(variant)}${url.pathname}${url.search}`;
}

/** A page anyone may get: a 200 that sets no cookie and was not marked personal. */
const storable = (response: Response) =>
  response.status === 200 &&
  response.body !== null &&
  !response.headers.has("Set-Cookie") &&
  !/\b(?:private|no-store)\b/.test(response.headers.get("Cache-Control") ?? "");

async function served(stored: Response, nonce: string) {
  const html = (await stored.text()).replaceAll(stored.headers.get(NONCE_HEADER)!, nonce);
  return new Response(html, {
    headers: {
      "Content-Type": stored.headers.get("Content-Type") ?? "text/html; charset=UTF-8",
      Vary: PAGE_VARY,
      [PAGE_CACHE_HEADER]: "hit",
    },
  });
}

/**
 * Serves the page from the cache when its stored copy is current, else renders it and, when anyone
 * may get it, stores it. `db` is the render's database: on a miss the version is read in the
 * render's first round trip, and never after the content it vouches for.
 */
export async function cachedPage(c: Context<AppEnv>, db: Db, render: () => Promise<Response>) {
  const key = cacheKey(c);
  const nonce = c.get("secureHeadersNonce");
  if (!key || !nonce) return render();
  const cache = await caches.open(CACHE_NAME);
  const stored = await cache.match(key);
  let version: Promise<string | undefined>;
  if (stored?.headers.has(NONCE_HEADER)) {
    const current = await readVersion(db);
    if (current !== undefined && stored.headers.get(VERSION_HEADER) === current) {
      return served(stored, nonce);
    }
    await stored.body?.cancel();
    version = Promise.resolve(current);
  } else {
    version = readVersion(db);
  }
  const response = await render();
  const renderedAt = await version;
  if (renderedAt === undefined || !storable(response)) return response;
  const [toVisitor, toCache] = response.body!.tee();
  const copy = new Response(toCache, {
    headers: {
      "Content-Type": response.headers.get("Content-Type") ?? "text/html; charset=UTF-8",
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      [VERSION_HEADER]: renderedAt,
      [NONCE_HEADER]: nonce,
    },
  });
  c.executionCtx.waitUntil(
    cache.put(key, copy).catch((error: unknown) => console.error("page not cached:", error)),
  );
  const answer = new Response(toVisitor, response);
  answer.headers.set(PAGE_CACHE_HEADER, "miss");
  return answer;
}
