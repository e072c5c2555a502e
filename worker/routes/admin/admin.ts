import { Hono } from "hono";
import { requireAdmin } from "#worker/middleware/session";
import { auditLogRoutes } from "./audit-log";
import { adminLeaderboardRoutes, adminPrizesRoutes } from "./prizes";
import { adminReviewsRoutes } from "./reviews";
import type { AppEnv } from "#worker/types";

/** Everything under /api/admin passes the admin guard first (a test enumerates the routes). */
export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .route("/audit-log", auditLogRoutes)
  .route("/reviews", adminReviewsRoutes)
  .route("/prizes", adminPrizesRoutes)
  .route("/leaderboard", adminLeaderboardRoutes);
