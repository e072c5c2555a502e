import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { readUsersSearch } from "#web/features/admin/users/users-search";
import { adminLayoutRoute } from "./admin-layout";

/** Users: the e-mail search is in the address. */
export const adminUsersRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("users"),
  path: "users",
  validateSearch: readUsersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-users.loader").then((m) => m.loadAdminUsersPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-users.lazy").then((m) => m.adminUsersLazyRoute));
