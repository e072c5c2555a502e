import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { optionalPage } from "#web/lib/search-params";
import { adminLayoutRoute } from "./admin-layout";

/** The replies queue: the page (from 2; the first stays out of the URL) is in the address. */
export const adminRepliesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("replies"),
  path: "replies",
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({
    page: optionalPage(search.page),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-replies.loader").then((m) => m.loadAdminRepliesPage(context, deps.page)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-replies.lazy").then((m) => m.adminRepliesLazyRoute));
