import { createRoute } from "@tanstack/react-router";
import { readAnalyticsSearch } from "#web/features/admin/analytics/analytics-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Analytics: the range and the table shown are in the address, so back, forward and reload keep them. */
export const adminAnalyticsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("analytics"),
  path: "analytics",
  validateSearch: readAnalyticsSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: ({ context, deps }) =>
    import("./admin-analytics.loader").then((m) => m.loadAdminAnalyticsPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-analytics.lazy").then((m) => m.adminAnalyticsLazyRoute));
