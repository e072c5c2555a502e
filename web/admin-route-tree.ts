import { adminAnalyticsRoute } from "./routes/admin/admin-analytics";
import { adminAuditLogRoute } from "./routes/admin/admin-audit-log";
import { adminExternalRatingsRoute } from "./routes/admin/admin-external-ratings";
import { adminIndexRoute } from "./routes/admin/admin-index";
import { adminLayoutRoute } from "./routes/admin/admin-layout";
import { adminOnboardingRoute } from "./routes/admin/admin-onboarding";
import { adminPrizesRoute } from "./routes/admin/admin-prizes";
import { adminProvidersRoute } from "./routes/admin/admin-providers";
import { adminPromotionsRoute } from "./routes/admin/admin-promotions";
import { adminReviewsRoute } from "./routes/admin/admin-reviews";
import { adminUsersRoute } from "./routes/admin/admin-users";
import { adminUiStringsRoute } from "./routes/admin/admin-ui-strings";
import { adminPlaceholderRoutes } from "./routes/admin/placeholders";
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
      adminAnalyticsRoute,
      ...adminPlaceholderRoutes,
    ]),
  ]);
export type FullRouteTree = ReturnType<typeof fullRouteTree>;
