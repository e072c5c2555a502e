import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Admin Promotions: editors of promotions, and translators for the language tabs. */
export const adminPromotionsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("promotions", "translations"),
  path: "promotions",
  loader: ({ context }) =>
    import("./admin-promotions.loader").then((m) => m.loadAdminPromotionsPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-promotions.lazy").then((m) => m.adminPromotionsLazyRoute));
