import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { FORM_TYPES, JSON_TYPE, mediaTypeOf } from "../lib/request-body";
import type { AppEnv } from "../types";
import { apiError } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The writes that plain HTML forms post: sign-in without an identity provider, sign-out, the
 * newsletter's unsubscribe page (its form carries a signed token, no session) and the cookie choice.
 */
const FORM_PATHS = new Set(["/api/login/dev", "/api/logout", "/api/newsletter/unsubscribe", "/api/consent"]);

const unsupported = () => apiError(415, "api.error.json_body");

async function hasBody(c: Context) {
  if (c.req.raw.body === null || c.req.header("content-length") === "0") return false;
  return (await c.req.text()).length > 0;
}

/**
 * What a write may carry: nothing (a DELETE needs no body, so no Content-Type), JSON anywhere, an
 * HTML form only where the site's own forms post, and nothing else (415). Where a write may come
 * from is same-origin-writes.ts's rule, not the body's.
 */
export const writeBodies = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = mediaTypeOf(c);
  const formPath = FORM_PATHS.has(c.req.path);
  if (type === "" ? await hasBody(c) : type !== JSON_TYPE && !(formPath && FORM_TYPES.has(type))) {
    throw unsupported();
  }
  await next();
});
