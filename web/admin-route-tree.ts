import { adminIndexRoute } from "./routes/admin/admin-index";
import { adminLayoutRoute } from "./routes/admin/admin-layout";
import { adminPrizesRoute } from "./routes/admin/admin-prizes";
import { adminProvidersRoute } from "./routes/admin/admin-providers";
import { adminReviewsRoute } from "./routes/admin/admin-reviews";
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
      ...adminPlaceholderRoutes,
    ]),
  ]);
export type FullRouteTree = ReturnType<typeof fullRouteTree>;
