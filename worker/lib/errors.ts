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

export function apiNotFound(c: Context) {
  return c.json({ message: `No API route for ${c.req.method} ${c.req.path}` }, 404);
}
