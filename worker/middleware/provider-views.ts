import type { Context, MiddlewareHandler } from "hono";
import { existingAnonymousId } from "../lib/anonymous-id";
import { isSpeculative } from "../lib/speculative";
import { isCrawler, providerPageOf, recordProviderView } from "../services/provider-views";
import type { AppEnv } from "../types";
import { requestLocale } from "./visitor-locale";

/**
 * Counts a provider page rendered for a visitor (analytics' page views): GET answered 200, not a
 * crawler or a prefetch. Written after the answer (waitUntil), so it never slows or fails the page;
 * the anonymous id is read from an existing consented cookie, never set by a page view.
 * Server-side, so the public pages ship no tracking script. (An HTML edge cache in front of the
 * renderer would skip this: the count then has to move to where cached pages are served.)
 */
export const countProviderViews: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method !== "GET" || c.res.status !== 200) return;
  if (isCrawler(c.req.header("user-agent")) || isSpeculative(c.req.raw.headers)) return;
  if (shownAgain(c)) return;
  const page = providerPageOf(new URL(c.req.url).pathname, requestLocale(c));
  if (!page) return;
  const view = { ...page, anonymousId: existingAnonymousId(c) };
  c.executionCtx.waitUntil(
    recordProviderView(c.get("db"), view).catch((error: unknown) =>
      console.error("provider view not recorded:", error),
    ),
  );
};

/**
 * The page asked for from itself: shown again after one of its own forms posted (the cookie choice
 * without JavaScript answers with the page it came from, and the browser keeps the page as the
 * referrer through that redirect), or a link to itself. The visitor is still on the page they were
 * counted on: not a new view.
 */
function shownAgain(c: Context<AppEnv>) {
  const referer = c.req.header("referer");
  if (!referer || c.req.header("sec-fetch-site") === "cross-site") return false;
  try {
    return new URL(referer).pathname === new URL(c.req.url).pathname;
  } catch {
    return false;
  }
}
