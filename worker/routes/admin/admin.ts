import { Hono } from "hono";
import { requireAdmin } from "../../middleware/session";
import { auditLogRoutes } from "./audit-log";
import type { AppEnv } from "../../types";

/** Everything under /api/admin passes the admin guard first (a test enumerates the routes). */
export const adminRoutes = new Hono<AppEnv>().use("*", requireAdmin).route("/audit-log", auditLogRoutes);
