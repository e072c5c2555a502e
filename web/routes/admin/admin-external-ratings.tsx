import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** External Ratings. */
export const adminExternalRatingsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("external_ratings"),
  path: "external-ratings",
  loader: ({ context }) =>
    import("./admin-external-ratings.loader").then((m) => m.loadAdminExternalRatingsPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-external-ratings.lazy").then((m) => m.adminExternalRatingsLazyRoute));
