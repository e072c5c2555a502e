import { ANALYTICS_DEFAULT_DAYS, type AnalyticsRange } from "#schema/api/admin-analytics";
import { nicosiaDate, shiftDay } from "#schema/cyprus-time";
import { optionalOneOf, optionalText } from "#web/lib/search-params";

/** The tables the screen shows one at a time (and exports). */
export const ANALYTICS_TABLES = ["providers", "placements", "locales", "days"] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The screen's address: the range (Cyprus days) and the table shown; absent means the defaults. */
export type AnalyticsSearch = { from?: string; to?: string; table?: AnalyticsTable };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: unknown) => {
  const text = optionalText(value);
  return text && DAY.test(text) ? text : undefined;
};

export const readAnalyticsSearch = (search: Record<string, unknown>): AnalyticsSearch => ({
  from: day(search.from),
  to: day(search.to),
  table: optionalOneOf(ANALYTICS_TABLES, search.table),
});

/** The `days` Cyprus days ending with today's. */
export function lastDays(days: number, now = new Date()): AnalyticsRange {
  const today = nicosiaDate(now);
  return { from: shiftDay(today, 1 - days), to: today };
}

/** The range an address asks for: a missing end is today, a missing start 30 days before the end. */
export function rangeOf(search: AnalyticsSearch, now = new Date()): AnalyticsRange {
  const to = search.to ?? nicosiaDate(now);
  return { from: search.from ?? shiftDay(to, 1 - ANALYTICS_DEFAULT_DAYS), to };
}
