import { adminAnalyticsRoute } from "./routes/admin/admin-analytics";
import { adminAuditLogRoute } from "./routes/admin/admin-audit-log";
import { adminBannersRoute } from "./routes/admin/admin-banners";
import { adminExternalRatingsRoute } from "./routes/admin/admin-external-ratings";
import { adminImportRoute } from "./routes/admin/admin-import";
import { adminIndexRoute } from "./routes/admin/admin-index";
import { adminLayoutRoute } from "./routes/admin/admin-layout";
import { adminNewsletterRoute } from "./routes/admin/admin-newsletter";
import { adminOnboardingRoute } from "./routes/admin/admin-onboarding";
import { adminPrizesRoute } from "./routes/admin/admin-prizes";
import { adminProductionSyncRoute } from "./routes/admin/admin-production-sync";
import { adminProvidersRoute } from "./routes/admin/admin-providers";
import { adminPromotionsRoute } from "./routes/admin/admin-promotions";
import { adminReviewsRoute } from "./routes/admin/admin-reviews";
import { adminUsersRoute } from "./routes/admin/admin-users";
import { adminUiStringsRoute } from "./routes/admin/admin-ui-strings";
import { rootRoute } from "./routes/root";
import { siteRoutes } from "./route-tree";

/** Every route: the server renders with it, and so does a browser that opened a back-office page. */
export const fullRouteTree = () =>
  rootRoute.addChildren([
    ...siteRoutes,
    adminLayoutRoute.addChildren([
      adminIndexRoute,
      adminProvidersRoute,
      adminReviewsRoute,
      adminPrizesRoute,
      adminUsersRoute,
      adminAuditLogRoute,
      adminOnboardingRoute,
      adminUiStringsRoute,
      adminPromotionsRoute,
      adminExternalRatingsRoute,
      adminProductionSyncRoute,
      adminImportRoute,
      adminBannersRoute,
      adminNewsletterRoute,
      adminAnalyticsRoute,
    ]),
  ]);
export type FullRouteTree = ReturnType<typeof fullRouteTree>;
