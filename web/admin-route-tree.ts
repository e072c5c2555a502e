import { adminAnalyticsRoute } from "./routes/admin/admin-analytics";
import { adminAuditLogRoute } from "./routes/admin/admin-audit-log";
import { adminBannersRoute } from "./routes/admin/admin-banners";
import { adminComplaintCaseRoute } from "./routes/admin/admin-complaint-case";
import { adminComplaintsRoute } from "./routes/admin/admin-complaints";
import { adminExternalRatingsRoute } from "./routes/admin/admin-external-ratings";
import { adminImportRoute } from "./routes/admin/admin-import";
import { adminIndexRoute } from "./routes/admin/admin-index";
import { adminLayoutRoute } from "./routes/admin/admin-layout";
import { adminNewsletterRoute } from "./routes/admin/admin-newsletter";
import { adminNotFoundRoute } from "./routes/admin/admin-not-found";
import { adminOnboardingRoute } from "./routes/admin/admin-onboarding";
import { adminPrizesRoute } from "./routes/admin/admin-prizes";
import { adminProductionSyncRoute } from "./routes/admin/admin-production-sync";
import { adminProvidersRoute } from "./routes/admin/admin-providers";
import { adminPromotionsRoute } from "./routes/admin/admin-promotions";
import { adminRegisterRoute } from "./routes/admin/admin-register";
import { adminRepresentativesRoute } from "./routes/admin/admin-representatives";
import { adminRepliesRoute } from "./routes/admin/admin-replies";
import { adminReviewsRoute } from "./routes/admin/admin-reviews";
import { adminUsersRoute } from "./routes/admin/admin-users";
import { adminUiStringsRoute } from "./routes/admin/admin-ui-strings";
import { rootRoute } from "./routes/root";
import { appPages } from "./route-tree";
import type { FullRouteTree } from "./server-route-tree";

/** The back office's routes, in the server's tree and a back-office browser's alike. */
export const backOfficeRoutes = () =>
  adminLayoutRoute.addChildren([
    adminIndexRoute,
    adminProvidersRoute,
    adminReviewsRoute,
    adminRepliesRoute,
    adminComplaintsRoute,
    adminPrizesRoute,
    adminUsersRoute,
    adminAuditLogRoute,
    adminOnboardingRoute,
    adminUiStringsRoute,
    adminPromotionsRoute,
    adminExternalRatingsRoute,
    adminProductionSyncRoute,
    adminImportRoute,
    adminRegisterRoute,
    adminBannersRoute,
    adminNewsletterRoute,
    adminAnalyticsRoute,
    adminRepresentativesRoute,
    adminComplaintCaseRoute,
    adminNotFoundRoute,
  ]);

/** The route tree of a browser that opened a page of the back office: the app's pages and its own. */
export const backOfficeRouteTree = () =>
  rootRoute.addChildren([appPages(), backOfficeRoutes()]) as unknown as FullRouteTree;
