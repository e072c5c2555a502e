import { Hono } from "hono";
import type { AppEnv } from "../types";

/**
 * `{ ok: true }` and nothing else: no database, no validation. A probe for uptime checks, and the
 * baseline `npm run bench` sets the JSON API's throughput against. A binding the site cannot work
 * without (the mail queue: without it no mail is accepted) makes it a 503 that names what is missing.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.env.MAIL_QUEUE ? c.json({ ok: true }) : c.json({ ok: false, missing: ["MAIL_QUEUE"] }, 503),
);
