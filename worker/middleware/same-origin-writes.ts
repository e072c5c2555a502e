import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Sign-in forms post before there is a session to protect; the origin check still applies. */
const FORM_PATHS = new Set(["/api/login/dev"]);

/**
 * CSRF protection for every write: a browser request must come from this origin (Sec-Fetch-Site,
 * else Origin), and a write made with the session cookie must carry JSON, which a cross-site
 * HTML form cannot send.
 */
export const sameOriginWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const fetchSite = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const crossSite = fetchSite
    ? fetchSite !== "same-origin" && fetchSite !== "none"
    : origin !== undefined && origin !== new URL(c.req.url).origin;
  if (crossSite) throw new HTTPException(403, { message: "Cross-site requests are not allowed." });
  const json = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json";
  if (c.get("sessionId") && !json && !FORM_PATHS.has(c.req.path)) {
    throw new HTTPException(415, {
      message: "Send the request body as JSON (Content-Type: application/json).",
    });
  }
  await next();
});
