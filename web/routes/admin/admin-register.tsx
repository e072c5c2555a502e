import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** The NBA register: the licence register and the block list, previewed, then applied. */
export const adminRegisterRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("licence_register"),
  path: "register",
  loader: ({ context }) => import("./admin-register.loader").then((m) => m.loadAdminRegisterPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-register.lazy").then((m) => m.adminRegisterLazyRoute));
