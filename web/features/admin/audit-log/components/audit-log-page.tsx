import { useQuery } from "@tanstack/react-query";
import { AUDIT_LOG_PAGE_SIZE, type AuditLogEntry } from "#schema/api/admin";
import { Pager } from "#web/components/pager";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { auditLogQuery } from "../api";
import type { AuditLogSearch } from "../audit-log-search";
import { intl } from "#schema/intl";

const when = (locale: string, iso: string) =>
  intl(Intl.DateTimeFormat, locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Nicosia",
  }).format(new Date(iso));

/** What an entry noted: one line per field, 'old → new' for an edit. */
function Details({ details }: { details: AuditLogEntry["detailsJson"] }) {
  const entries = Object.entries(details ?? {});
  if (entries.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      {entries.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-mono text-xs text-muted-foreground">{field}</dt>
          <dd dir="auto">{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Audit Log (admins only): who did what and when in the back office, newest first. */
export function AuditLogPage({ search }: { search: AuditLogSearch }) {
  const { t, locale } = useT();
  const page = search.page ?? 1;
  const query = useQuery(auditLogQuery(page));
  const { data } = query;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.nav.audit_log")}</h1>
        <p className="text-muted-foreground">{t("admin.audit_log.description")}</p>
      </header>
      <QueryView
        query={query}
        failed={t("admin.audit_log.fetch_failed")}
        loadingClassName="space-y-2"
        loading={Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-12" />
        ))}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.audit_log.empty")}</p>
          ) : (
            <ScrollRegion label={t("admin.nav.audit_log")} className="rounded-lg">
              <table className="w-full text-sm">
                <thead className="bg-muted/50">
                  <tr>
                    {(["when", "who", "action", "entity", "details"] as const).map((column) => (
                      <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                        {t(`admin.audit_log.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y align-top">
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <time dateTime={entry.createdAt}>{when(locale, entry.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2 break-all">
                        {entry.actorName ? (
                          <>
                            <span dir="auto">{entry.actorName}</span>
                            {entry.actorEmail && entry.actorEmail !== entry.actorName && (
                              <span className="block text-xs text-muted-foreground">{entry.actorEmail}</span>
                            )}
                          </>
                        ) : (
                          t("admin.audit_log.deleted_actor")
                        )}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{entry.action}</td>
                      <td className="px-3 py-2">
                        {entry.entityType}
                        {entry.entityName && (
                          <span className="block break-all" dir="auto">
                            {entry.entityName}
                          </span>
                        )}
                        {entry.entityId && (
                          <span className="block font-mono text-xs text-muted-foreground break-all">
                            {entry.entityId}
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2">
                        <Details details={entry.detailsJson} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </QueryView>
      {data && !query.isError && (page > 1 || data.length === AUDIT_LOG_PAGE_SIZE) && (
        <Pager
          label={t("admin.audit_log.pages")}
          status={t("admin.audit_log.page", { page })}
          page={page}
          hasNext={data.length === AUDIT_LOG_PAGE_SIZE}
        />
      )}
    </div>
  );
}
