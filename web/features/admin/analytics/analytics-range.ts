import { ANALYTICS_DEFAULT_DAYS, type AnalyticsRange } from "#schema/api/admin-analytics";
import { shiftDay } from "#schema/calendar-days";
import { nicosiaDate } from "#schema/cyprus-time";
import type { AnalyticsSearch } from "./analytics-search";

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
