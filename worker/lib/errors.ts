import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

/** The one error handler: expected failures keep their status and message, the rest is logged. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    if (error.res) return error.res;
    return c.json({ message: error.message || "Request failed" }, error.status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: "Internal server error" }, 500);
}

/**
 * An expected failure whose body carries more than a message (e.g. `yourEmail`) or whose answer
 * needs headers (e.g. Retry-After); the error handler sends it as it is.
 */
export function jsonError(
  status: 403 | 429,
  body: { message: string } & Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return new HTTPException(status, { message: body.message, res: Response.json(body, { status, headers }) });
}

/** 429 telling the client how many seconds to wait. */
export function tooManyRequests(message: string, retryAfterSeconds: number) {
  return jsonError(429, { message }, { "Retry-After": String(retryAfterSeconds) });
}

export function apiNotFound(c: Context) {
  return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
}
