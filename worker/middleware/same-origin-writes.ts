import { createMiddleware } from "hono/factory";
import { csrf } from "hono/csrf";
import type { AppEnv } from "../types";
import { apiError } from "../lib/errors";

const honoCsrf = csrf();

/**
 * CSRF protection (hono/csrf): a write with a body an HTML form can send must come from this
 * origin (Sec-Fetch-Site, else Origin). Its refusal is answered as every error is, in JSON.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  let sameOrigin = false;
  // hono/csrf calls its `next` for an allowed request and throws its plain-text 403 otherwise.
  await honoCsrf(c, async () => {
    sameOrigin = true;
  }).catch(() => undefined);
  if (!sameOrigin) throw apiError(403, "api.error.cross_site");
  await next();
});
