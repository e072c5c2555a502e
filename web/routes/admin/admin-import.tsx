import { createRoute } from "@tanstack/react-router";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Import CSV: provider texts from two CSV files, previewed, then imported. */
export const adminImportRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("import"),
  path: "import",
  loader: ({ context }) => import("./admin-import.loader").then((m) => m.loadAdminImportPage(context)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-import.lazy").then((m) => m.adminImportLazyRoute));
