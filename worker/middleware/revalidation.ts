import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";

/**
 * Public GET answers (API and pages): any cache may keep them but must ask again before reusing
 * one (`no-cache`), unless the route set its own rule. Personal answers are made `private,
 * no-store` by private-responses.ts.
 */
export const revalidation = createMiddleware(async (c, next) => {
  await next();
  if (c.req.method === "GET" && c.res.status === 200 && !c.res.headers.has("Cache-Control")) {
    c.header("Cache-Control", "no-cache");
  }
});

/**
 * An `ETag` on the API's answers (a hash of the body), and 304 without the body for a matching
 * `If-None-Match`. Pages have none: each embeds a fresh CSP nonce and its data's fetch times.
 */
export const entityTags = etag();
