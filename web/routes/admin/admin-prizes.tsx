import { createRoute } from "@tanstack/react-router";
import { readPrizesSearch } from "#web/features/admin/prizes/prizes-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Prizes: the tab and the month are in the address. */
export const adminPrizesRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("prizes"),
  path: "prizes",
  validateSearch: readPrizesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-prizes.loader").then((m) => m.loadAdminPrizesPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-prizes.lazy").then((m) => m.adminPrizesLazyRoute));
