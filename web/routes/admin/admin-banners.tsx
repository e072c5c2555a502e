import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Admin Banners: admins and editors (the banners permission). */
export const adminBannersRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("banners"),
  path: "banners",
  loader: ({ context }) => import("./admin-banners.loader").then((m) => m.loadAdminBannersPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-banners.lazy").then((m) => m.adminBannersLazyRoute));
