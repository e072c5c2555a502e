import { createRoute } from "@tanstack/react-router";
import { readModerationSearch } from "#web/features/admin/reviews/moderation-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Review Moderation: the status tab, the flagged filter and the page are in the address. */
export const adminReviewsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("reviews"),
  path: "reviews",
  validateSearch: readModerationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-reviews.loader").then((m) => m.loadAdminReviewsPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-reviews.lazy").then((m) => m.adminReviewsLazyRoute));
