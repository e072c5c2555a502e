import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** One complaint case, reached from the complaints queue (or its address). */
export const adminComplaintCaseRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("complaints"),
  path: "complaints/$complaintId",
  loader: ({ context, params }) =>
    import("./admin-complaint-case.loader").then((m) =>
      m.loadAdminComplaintCasePage(context, params.complaintId),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-complaint-case.lazy").then((m) => m.adminComplaintCaseLazyRoute));
