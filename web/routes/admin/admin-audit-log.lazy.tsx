import { createLazyRoute } from "@tanstack/react-router";
import { AuditLogPage } from "#web/features/admin/audit-log/components/audit-log-page";

function AuditLogRoute() {
  return <AuditLogPage search={adminAuditLogLazyRoute.useSearch()} />;
}

export const adminAuditLogLazyRoute = createLazyRoute("/admin/audit-log")({ component: AuditLogRoute });
