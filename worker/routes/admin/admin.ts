import { Hono } from "hono";
import { requireStaff } from "#worker/middleware/session";
import { adminAnalyticsRoutes } from "./analytics";
import { auditLogRoutes } from "./audit-log";
import { adminComplaintCaseRoutes } from "./complaint-case";
import { adminBannersRoutes } from "./banners";
import { adminComplaintQueueRoutes } from "./complaint-queue";
import { adminDashboardRoutes } from "./dashboard";
import { adminExternalRatingsRoutes } from "./external-ratings";
import { adminImportRoutes } from "./import";
import { adminOnboardingReadRoutes, adminOnboardingStepsRoutes } from "./onboarding";
import { adminNewsletterRoutes } from "./newsletter";
import { adminLeaderboardRoutes, adminPrizesRoutes } from "./prizes";
import { adminProductionSyncRoutes } from "./production-sync";
import { adminPromotionsRoutes } from "./promotions";
import { adminProvidersRoutes } from "./providers";
import { adminRegisterImportsRoutes } from "./register-imports";
import { adminRepresentativesRoutes } from "./representatives";
import { adminRepliesRoutes } from "./replies";
import { adminReviewsRoutes } from "./reviews";
import { adminUiStringsRoutes } from "./ui-strings";
import { adminUsersRoutes } from "./users";
import type { AppEnv } from "#worker/types";

/**
 * Everything under /api/admin: signed-in staff only, and every route then names the permission it
 * needs as its first middleware (requirePermission; test/worker/admin-guard.test.ts enumerates them).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireStaff)
  .route("/dashboard", adminDashboardRoutes)
  .route("/users", adminUsersRoutes)
  .route("/audit-log", auditLogRoutes)
  .route("/providers", adminProvidersRoutes)
  .route("/reviews", adminReviewsRoutes)
  .route("/replies", adminRepliesRoutes)
  .route("/complaints", adminComplaintQueueRoutes)
  .route("/prizes", adminPrizesRoutes)
  .route("/leaderboard", adminLeaderboardRoutes)
  .route("/", adminOnboardingReadRoutes)
  .route("/onboarding-steps", adminOnboardingStepsRoutes)
  .route("/ui-strings", adminUiStringsRoutes)
  .route("/promotions", adminPromotionsRoutes)
  .route("/external-ratings", adminExternalRatingsRoutes)
  .route("/", adminProductionSyncRoutes)
  .route("/import", adminImportRoutes)
  .route("/register-imports", adminRegisterImportsRoutes)
  .route("/banners", adminBannersRoutes)
  .route("/newsletter", adminNewsletterRoutes)
  .route("/analytics", adminAnalyticsRoutes)
  .route("/representatives", adminRepresentativesRoutes)
  .route("/complaints", adminComplaintCaseRoutes);
