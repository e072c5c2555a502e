import { queryOptions } from "@tanstack/react-query";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogEntry } from "#schema/api/admin";
import { apiGet } from "#web/lib/api-client";

/** One page of the audit log, newest first. */
export const auditLogQuery = (page = 1) =>
  queryOptions({
    queryKey: ["admin", "audit-log", page],
    queryFn: ({ client }) =>
      apiGet<AuditLogEntry[]>(
        client,
        `/api/admin/audit-log?limit=${AUDIT_LOG_PAGE_SIZE}&offset=${(page - 1) * AUDIT_LOG_PAGE_SIZE}`,
      ),
    placeholderData: (previous) => previous,
  });
