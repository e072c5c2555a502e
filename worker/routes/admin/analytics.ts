import { Hono } from "hono";
import { analyticsRangeSchema } from "#schema/api/admin-analytics";
import { validate } from "#worker/lib/validate";
import { requirePermission } from "#worker/middleware/session";
import { adminAnalytics } from "#worker/services/admin-analytics";
import type { AppEnv } from "#worker/types";

/** Click-outs, page views, reviews and sign-ups over a range of Cyprus days (admins and analysts). */
export const analyticsReaders = requirePermission("analytics");

export const adminAnalyticsRoutes = new Hono<AppEnv>().get(
  "/",
  analyticsReaders,
  validate("query", analyticsRangeSchema),
  async (c) => c.json(await adminAnalytics(c.get("db"), c.req.valid("query"))),
);
