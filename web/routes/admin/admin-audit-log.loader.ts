import { auditLogQuery, auditLogRows } from "#web/features/admin/audit-log/api";
import type { AuditLogSearch } from "#web/features/admin/audit-log/audit-log-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

export async function loadAdminAuditLogPage(context: PageLoad["context"], search: AuditLogSearch) {
  const { reads } = context;
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the page's error state (with a retry), not an error page.
    context.queryClient
      .ensureQueryData(
        withServerRead(
          auditLogQuery(search.page),
          reads && (() => reads.admin.auditLog(auditLogRows(search.page))),
        ),
      )
      .catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.nav.audit_log"),
      description: translate(strings, "admin.audit_log.description"),
    }),
  };
}
