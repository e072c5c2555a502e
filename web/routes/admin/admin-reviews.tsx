import { createRoute } from "@tanstack/react-router";
import { adminLayoutRoute } from "./admin-layout";

/**
 * Review Moderation. This definition is part of every page's first load, so it holds no more than
 * the loader and the page: the address's tab, flagged filter and page are read in the admin's own
 * chunks (readModerationSearch), and both imports go through the page's module, which names the
 * chunks they need (admin-reviews.lazy.tsx).
 */
export const adminReviewsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: "reviews",
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-reviews.lazy").then((m) => m.loadAdminReviewsPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-reviews.lazy").then((m) => m.adminReviewsLazyRoute));
