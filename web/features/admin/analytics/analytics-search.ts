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
