import type { Context } from "hono";
import type { AppEnv } from "../types";

/** Served over https (every deployment); plain http is only local development and tests. */
export const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

/** The site's own cookies are Secure everywhere but in local development over plain http. */
export const secureCookies = (c: Context<AppEnv>) => isHttps(c) || !c.get("config").development;
