import { createRoute } from "@tanstack/react-router";
import { readAuditLogSearch } from "#web/features/admin/audit-log/audit-log-search";
import { pageGuard } from "#web/features/admin/page-guard";
import { adminLayoutRoute } from "./admin-layout";

/** Audit Log: the page is in the address. */
export const adminAuditLogRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  beforeLoad: pageGuard("audit_log"),
  path: "audit-log",
  validateSearch: readAuditLogSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import("./admin-audit-log.loader").then((m) => m.loadAdminAuditLogPage(context, deps)),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./admin-audit-log.lazy").then((m) => m.adminAuditLogLazyRoute));
