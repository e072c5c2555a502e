import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Admin Providers: editors manage providers; translators their language tabs. */
export const adminProvidersRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("providers", "translations"),
  path: "providers",
  loader: ({ context }) => import("./admin-providers.loader").then((m) => m.loadAdminProvidersPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-providers.lazy").then((m) => m.adminProvidersLazyRoute));
