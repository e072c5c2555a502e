import type { AdminAnalytics } from "#schema/api/admin-analytics";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { downloadCsv } from "#web/features/admin/csv";
import { ANALYTICS_TABLES, type AnalyticsTable } from "../analytics-search";
import { analyticsCsv, analyticsTable, type AnalyticsCell } from "../analytics-table";
import { intl } from "#schema/intl";

/** One table at a time (per provider, placement, language or day), and its CSV export. */
export function AnalyticsTableView({
  data,
  table,
  onTableChange,
}: {
  data: AdminAnalytics;
  table: AnalyticsTable;
  onTableChange: (table: AnalyticsTable) => void;
}) {
  const { t, locale } = useT();
  const model = analyticsTable(table, data);
  const noName = t(table === "providers" ? "admin.analytics.no_provider" : "admin.analytics.no_placement");
  const show = (cell: AnalyticsCell) => {
    switch (cell.kind) {
      case "name":
        return cell.text ?? noName;
      case "day":
        return intl(Intl.DateTimeFormat, locale, { dateStyle: "medium", timeZone: "UTC" }).format(
          new Date(`${cell.day}T00:00:00Z`),
        );
      case "count":
        return formatNumber(locale, cell.value);
      case "ratio":
        return cell.value === null
          ? "—"
          : formatNumber(locale, cell.value, { style: "percent", maximumFractionDigits: 1 });
    }
  };
  const exportCsv = () =>
    downloadCsv(`analytics-${table}-${data.from}-${data.to}.csv`, analyticsCsv(model, t, noName));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="grid gap-1 text-sm">
          {t("admin.analytics.table.label")}
          <NativeSelect
            value={table}
            onChange={(event) => onTableChange(event.target.value as AnalyticsTable)}
            className="w-56"
          >
            {ANALYTICS_TABLES.map((name) => (
              <option key={name} value={name}>
                {t(`admin.analytics.table.${name}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button variant="outline" onClick={exportCsv}>
          {t("admin.action.export_csv")}
        </Button>
      </div>
      <ScrollRegion label={t(`admin.analytics.table.${table}`)} className="rounded-md">
        <table className="w-full text-sm">
          <caption className="sr-only">{t(`admin.analytics.table.${table}`)}</caption>
          <thead className="bg-muted/50">
            <tr>
              {model.headers.map((header, index) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-3 py-2 font-medium ${index ? "text-end" : "text-start"}`}
                >
                  {t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {model.rows.map((row) => (
              <tr key={row.key} className="border-t">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-3 py-2 text-start font-normal">
                      {show(cell)}
                    </th>
                  ) : (
                    <td key={index} className="px-3 py-2 text-end tabular-nums">
                      {show(cell)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  );
}
