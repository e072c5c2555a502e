import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "#web/components/ui/skeleton";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { registerImportsQuery } from "../api";
import { cell, DataTable } from "#web/features/admin/components/data-table";

/** The past imports of both lists, newest first. */
export function ImportHistory() {
  const { t, locale } = useT();
  const query = useQuery(registerImportsQuery);
  return (
    <section aria-labelledby="register-history-heading" className="space-y-3">
      <h2 id="register-history-heading" className="text-xl font-semibold">
        {t("admin.register.history_heading")}
      </h2>
      <QueryView
        query={query}
        failed={t("admin.register.history_failed")}
        loading={<Skeleton className="h-24" />}
      >
        {(imports) =>
          imports.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.register.history_empty")}</p>
          ) : (
            <DataTable
              caption={t("admin.register.history_heading")}
              captionHidden
              head={[
                t("admin.register.history.date"),
                t("admin.register.kind_label"),
                t("admin.register.history.source"),
                t("admin.register.history.rows"),
                t("admin.register.history.by"),
              ]}
            >
              {imports.map((entry) => (
                <tr key={entry.id}>
                  <td className={cell}>
                    <time dateTime={entry.createdAt}>{formatDate(locale, entry.createdAt)}</time>
                  </td>
                  <td className={cell}>{t(`admin.register.kind.${entry.kind}`)}</td>
                  <td className={cell}>{entry.source}</td>
                  <td className={cell}>{formatNumber(locale, entry.rowCount)}</td>
                  <td className={cell}>{entry.actor ?? "—"}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </section>
  );
}
