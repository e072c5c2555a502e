import type { AdminAnalytics } from "#schema/api/admin-analytics";
import { toCsv } from "#web/features/admin/csv";
import type { AnalyticsTable } from "./analytics-search";

/** A cell: a name (null: none, shown with the table's fallback text), a day, a count or a ratio. */
export type AnalyticsCell =
  | { kind: "name"; text: string | null }
  | { kind: "day"; day: string }
  | { kind: "count"; value: number }
  | { kind: "ratio"; value: number | null };

/** One table of the screen: UI string keys of its headers, and its rows of cells. */
export type AnalyticsTableModel = { headers: string[]; rows: { key: string; cells: AnalyticsCell[] }[] };

const CLICKS = "admin.analytics.clicks";
const VIEWS = "admin.analytics.views";
const count = (value: number): AnalyticsCell => ({ kind: "count", value });
const name = (text: string | null): AnalyticsCell => ({ kind: "name", text });

/** The table shown on screen and exported: the same model for both, so the CSV is what the admin sees. */
export function analyticsTable(table: AnalyticsTable, data: AdminAnalytics): AnalyticsTableModel {
  switch (table) {
    case "providers":
      return {
        headers: ["admin.field.provider", CLICKS, VIEWS, "admin.analytics.conversion"],
        rows: data.providers.map((row) => ({
          key: row.providerId ?? "",
          cells: [
            name(row.brand),
            count(row.clicks),
            count(row.views),
            { kind: "ratio", value: row.conversion },
          ],
        })),
      };
    case "placements":
      return {
        headers: ["admin.analytics.column.placement", CLICKS],
        rows: data.placements.map((row) => ({
          key: row.placement ?? "",
          cells: [name(row.placement), count(row.clicks)],
        })),
      };
    case "locales":
      return {
        headers: ["menu.language", CLICKS],
        rows: data.locales.map((row) => ({
          key: row.locale ?? "",
          cells: [name(row.locale), count(row.clicks)],
        })),
      };
    case "days":
      return {
        headers: [
          "admin.dashboard.chart.day",
          CLICKS,
          VIEWS,
          "admin.dashboard.chart.reviews",
          "admin.dashboard.chart.signups",
        ],
        rows: data.daily.map((row) => ({
          key: row.day,
          cells: [
            { kind: "day", day: row.day },
            count(row.clicks),
            count(row.views),
            count(row.reviews),
            count(row.signups),
          ],
        })),
      };
  }
}

/**
 * The table as CSV (UTF-8 with a BOM, RFC 4180): headers in the admin's language, numbers plain so
 * spreadsheets read them, days as YYYY-MM-DD, conversion as a ratio with four decimals.
 */
export function analyticsCsv(model: AnalyticsTableModel, t: (key: string) => string, noName: string): string {
  const field = (cell: AnalyticsCell) => {
    switch (cell.kind) {
      case "name":
        return cell.text ?? noName;
      case "day":
        return cell.day;
      case "count":
        return String(cell.value);
      case "ratio":
        return cell.value === null ? "" : cell.value.toFixed(4);
    }
  };
  return toCsv([model.headers.map(t), ...model.rows.map((row) => row.cells.map(field))]);
}
