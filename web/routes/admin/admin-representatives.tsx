import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Representatives: who answers for which provider. */
export const adminRepresentativesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("representatives"),
  path: "representatives",
  loader: ({ context }) =>
    import("./admin-representatives.loader").then((m) => m.loadAdminRepresentativesPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-representatives.lazy").then((m) => m.adminRepresentativesLazyRoute));
