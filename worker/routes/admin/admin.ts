import { Hono } from "hono";
import { requireStaff } from "#worker/middleware/session";
import { auditLogRoutes } from "./audit-log";
import { adminExternalRatingsRoutes } from "./external-ratings";
import { adminLeaderboardRoutes, adminPrizesRoutes } from "./prizes";
import { adminPromotionsRoutes } from "./promotions";
import { adminReviewsRoutes } from "./reviews";
import type { AppEnv } from "#worker/types";

/**
 * Everything under /api/admin: signed-in staff only, and every route then names the permission it
 * needs as its first middleware (requirePermission; test/worker/admin-guard.test.ts enumerates them).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/audit-log", auditLogRoutes)
  .route("/reviews", adminReviewsRoutes)
  .route("/prizes", adminPrizesRoutes)
  .route("/leaderboard", adminLeaderboardRoutes)
  .route("/promotions", adminPromotionsRoutes)
  .route("/external-ratings", adminExternalRatingsRoutes);
