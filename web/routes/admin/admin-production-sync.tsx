import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Production Sync: copies the content to the production database (admins only). */
export const adminProductionSyncRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("production_sync"),
  path: "production-sync",
  loader: ({ context }) =>
    import("./admin-production-sync.loader").then((m) => m.loadAdminProductionSyncPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-production-sync.lazy").then((m) => m.adminProductionSyncLazyRoute));
