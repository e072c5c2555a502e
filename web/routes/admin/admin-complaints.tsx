import { createRoute } from "@tanstack/react-router";
import { readComplaintQueueSearch } from "#web/features/admin/complaints/queue-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** The complaints queue: the status and provider filters and the page are in the address. */
export const adminComplaintsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("complaints"),
  path: "complaints",
  validateSearch: readComplaintQueueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-complaints.loader").then((m) => m.loadAdminComplaintsPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-complaints.lazy").then((m) => m.adminComplaintsLazyRoute));
