import type { Context } from "hono";

/** Served over https (every deployment); plain http is only local development and tests. */
export const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";
