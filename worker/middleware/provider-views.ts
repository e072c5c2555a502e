import type { MiddlewareHandler } from "hono";
import { existingAnonymousId } from "../lib/anonymous-id";
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
  if (isCrawler(c.req.header("user-agent")) || c.req.header("sec-purpose")?.includes("prefetch")) return;
  const page = providerPageOf(new URL(c.req.url).pathname, requestLocale(c));
  if (!page) return;
  const view = { ...page, anonymousId: existingAnonymousId(c) };
  c.executionCtx.waitUntil(
    recordProviderView(c.get("db"), view).catch((error: unknown) =>
      console.error("provider view not recorded:", error),
    ),
  );
};
