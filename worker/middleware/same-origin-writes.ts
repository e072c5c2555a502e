import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "../lib/errors";
import { FORM_TYPES, mediaTypeOf } from "../lib/request-body";
import type { AppEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins whose pages may write: the site's own address (SITE_URL); in development also the
 * address the request came to, so the site works under any host name or port it is opened at.
 */
function isSiteOrigin(c: Context<AppEnv>, origin: string) {
  const { siteUrl, development } = c.get("config");
  return origin === siteUrl || (development && origin === new URL(c.req.url).origin);
}

/**
 * CSRF protection by where a write comes from, never by what it carries (a JSON body is no proof:
 * a misconfigured CORS rule or a browser bug would let another site send one). A write is refused
 * when the browser says it is cross-site (`Sec-Fetch-Site: cross-site`), when its `Origin` is
 * present and not the site's, or — for a body an HTML form can send — when it names neither (a
 * browser too old to send either). A client outside a browser sends neither and carries no
 * visitor's cookie by accident, so its JSON writes pass.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const fetchSite = c.req.header("sec-fetch-site");
  const type = mediaTypeOf(c);
  const formLike = FORM_TYPES.has(type) || type === "text/plain";
  const refused =
    fetchSite === "cross-site" ||
    (origin !== undefined && !isSiteOrigin(c, origin)) ||
    (origin === undefined && fetchSite === undefined && formLike);
  if (refused) throw apiError(403, "api.error.cross_site");
  await next();
});
