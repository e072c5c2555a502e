import type { Locale } from "#schema/locales";
import { CYPRUS_TIME_ZONE } from "#schema/cyprus-time";
import { formatNumber } from "#web/i18n/format";

/** 'YYYY-MM' as the locale names it ("May 2025", "Μάιος 2025"). */
export function formatMonth(locale: Locale, month: string) {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, index - 1, 15),
  );
}

/** An instant as a date and a time of day in Cyprus, where the contest and its payouts happen. */
export const formatDateTime = (locale: Locale, value: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: CYPRUS_TIME_ZONE,
  }).format(new Date(value));

/** Whole euro, the locale's way. */
export const formatEuro = (locale: Locale, amount: number) =>
  formatNumber(locale, amount, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
