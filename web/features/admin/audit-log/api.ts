import { queryOptions } from "@tanstack/react-query";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogEntry } from "#schema/api/admin";
import { apiGet } from "#web/lib/api-client";

/** The rows of the audit log's page `page` (from 1). */
export const auditLogRows = (page = 1) => ({
  limit: AUDIT_LOG_PAGE_SIZE,
  offset: (page - 1) * AUDIT_LOG_PAGE_SIZE,
});

/** One page of the audit log, newest first. */
export const auditLogQuery = (page = 1) =>
  queryOptions({
    queryKey: ["admin", "audit-log", page],
    queryFn: () => {
      const { limit, offset } = auditLogRows(page);
      return apiGet<AuditLogEntry[]>(`/api/admin/audit-log?limit=${limit}&offset=${offset}`);
    },
    placeholderData: (previous) => previous,
  });
