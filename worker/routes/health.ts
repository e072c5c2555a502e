import { Hono } from "hono";
import type { AppEnv } from "../types";

/**
 * `{ ok: true }` and nothing else: no database, no validation. A probe for uptime checks, and the
 * baseline `npm run bench` sets the JSON API's throughput against.
 */
export const healthRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ ok: true }));
