import { Hono } from "hono";
import { requirePermission } from "#worker/middleware/session";
import { adminDashboard } from "#worker/services/admin-dashboard";
import type { AppEnv } from "#worker/types";

/** The dashboard's figures: read-only, so analysts may open it. */
export const dashboardReaders = requirePermission("dashboard");

export const adminDashboardRoutes = new Hono<AppEnv>().get("/", dashboardReaders, async (c) =>
  c.json(await adminDashboard(c.get("db"), new Date())),
);
