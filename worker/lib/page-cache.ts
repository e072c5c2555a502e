import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isPersonalPath } from "../middleware/private-responses";
import { SCRIPT_HASHES_HEADER } from "../middleware/security-headers";
import { requestLocale } from "../middleware/visitor-locale";
import { consentCookie, PAGE_VARY, sidebarOpen } from "../render";
import { BANNER_VIEWS_COOKIE } from "../services/banners";
import type { AppEnv } from "../types";
import { lookUp, storable, VERSION_HEADER } from "./edge-cache";
import { offerBreakDay } from "./offer-break";
import type { Db } from "./db";
import { hasSessionCookie } from "./session-cookie";

/**
 * Anonymous visitors' pages, kept in the edge location's Cache API. A stored page is served only
 * while the content version (schema/content.ts) is the one it was rendered at: every write to
 * public content renews it in the database, which every location reads, so one write invalidates
 * everywhere at once. The copy is kept gzipped and goes out byte for byte, its inline scripts
 * allowed by their hashes. Signed-in visitors are never served from or stored to it: their pages
 * embed who they are.
 */
const CACHE_NAME = "pages";
/** Promotions, banners and the contest month change with the clock, not only with a write. */
const MAX_AGE_SECONDS = 60;
/** `hit` for a page served from the cache, `miss` for one rendered and stored. */
const PAGE_CACHE_HEADER = "X-Page-Cache";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the page's inline scripts. */
async function scriptHashes(html: string) {
  const scripts = [...new Set([...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!))];
  const hashes = await Promise.all(
    scripts.map(async (script) => {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
      return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    }),
  );
  return hashes.join(" ");
}

/**
 * Where a page is kept: its address plus everything else its render reads from the request (the
 * language, the sidebar cookie, the consent and banner view cookies, the day a break from offers
 * runs through). Null when it is not kept.
 */
function cacheKey(c: Context<AppEnv>) {
  if (c.req.method !== "GET" || hasSessionCookie(c) || isPersonalPath(c.req.path)) return null;
  const consent = consentCookie(c);
  const breakDay = offerBreakDay(c);
  const variant = [
    requestLocale(c),
    sidebarOpen(c) ? "sidebar-open" : "sidebar-closed",
    // Without an answer the page carries the cookie banner; with consent, the banners counted; the
    // menu says which answer is in force (a value that is not ours is none).
    consent === "accepted"
      ? `banner-views:${getCookie(c, BANNER_VIEWS_COOKIE) ?? ""}`
      : `consent:${consent === undefined || consent === "rejected" ? String(consent) : "other"}`,
    // A page seen on a break has no offers and says until when: never one for the other visitors.
    breakDay ? `offer-break:${breakDay}` : "offers",
  ].join(";");
  const url = new URL(c.req.url);
  return `${url.origin}/.page-cache/${encodeURIComponent(variant)}${url.pathname}${url.search}`;
}

/**
 * Whether the client takes gzip (a `gzip` coding with a weight above 0). On Cloudflare, and in
 * `wrangler dev` as it emulates it, the Worker's Accept-Encoding header is always the platform's
 * own ("br, gzip"), whatever the client sent: what the client sent is `cf.clientAcceptEncoding`
 * ("" when it sent none). Only a request from outside the platform (a test) has the client's header.
 */
function clientTakesGzip(request: Request) {
  const fromPlatform = (request.cf as IncomingRequestCfProperties | undefined)?.clientAcceptEncoding;
  const header = fromPlatform ?? request.headers.get("Accept-Encoding") ?? "";
  return header.split(",").some((coding) => {
    const [name, ...params] = coding.split(";").map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith("q="));
    return name === "gzip" && (weight === undefined || Number(weight.slice(2)) > 0);
  });
}

/** The stored page (kept gzipped): sent as it is to a client that takes gzip, unpacked for one that does not. */
function served(c: Context<AppEnv>, stored: Response) {
  const headers = new Headers({
    "Content-Type": "text/html; charset=UTF-8",
    Vary: PAGE_VARY,
    [PAGE_CACHE_HEADER]: "hit",
    [SCRIPT_HASHES_HEADER]: stored.headers.get(SCRIPT_HASHES_HEADER) ?? "",
  });
  if (clientTakesGzip(c.req.raw)) {
    headers.set("Content-Encoding", "gzip");
    return new Response(stored.body, { headers, encodeBody: "manual" });
  }
  return new Response(stored.body!.pipeThrough(new DecompressionStream("gzip")), { headers });
}

/** What the cache keeps of a rendered page: its HTML gzipped once, its scripts' hashes, its version. */
async function copyOf(html: ReadableStream, version: string) {
  const text = await new Response(html).text();
  const gzipped = new Response(text).body!.pipeThrough(new CompressionStream("gzip"));
  return new Response(gzipped, {
    headers: {
      "Cache-Control": `public, max-age=${MAX_AGE_SECONDS}`,
      [VERSION_HEADER]: version,
      [SCRIPT_HASHES_HEADER]: await scriptHashes(text),
    },
  });
}

/**
 * Serves the page from the cache when its stored copy is current, else renders it and, when anyone
 * may get it, stores it. `db` is the render's database: on a miss the version is read afresh in the
 * render's first round trip, and never after the content it vouches for.
 */
export async function cachedPage(c: Context<AppEnv>, db: Db, render: () => Promise<Response>) {
  const key = cacheKey(c);
  if (!key) return render();
  const cache = await caches.open(CACHE_NAME);
  const found = await lookUp(cache, key, db, (stored) => stored.headers.has(SCRIPT_HASHES_HEADER));
  if ("hit" in found) return served(c, found.hit);
  const response = await render();
  const renderedAt = await found.version;
  if (renderedAt === undefined || !storable(response)) return response;
  const [toVisitor, toCache] = response.body!.tee();
  c.executionCtx.waitUntil(
    copyOf(toCache, renderedAt)
      .then((copy) => cache.put(key, copy))
      .catch((error: unknown) => console.error("page not cached:", error)),
  );
  const answer = new Response(toVisitor, response);
  answer.headers.set(PAGE_CACHE_HEADER, "miss");
  return answer;
}
