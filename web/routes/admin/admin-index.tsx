import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("dashboard"),
  path: "/",
  loader: ({ context, location }) =>
    import("./admin-index.loader").then((m) =>
      m.loadAdminIndexPage({ context, pathname: location.pathname }),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-index.lazy").then((m) => m.adminIndexLazyRoute));
