import type { Locale } from "#schema/locales";
import { formatNumber } from "#web/i18n/format";

/** A prize in whole euro, written the locale's way (`€50`, `50 €`). */
export const formatPrize = (locale: Locale, amount: number) =>
  formatNumber(locale, amount, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/**
 * A contest month ('YYYY-MM') as its name and year ('November 2026'). The month's first day at UTC
 * midnight, read in UTC: the same month in every time zone, on the server and in the browser.
 */
export function formatMonth(locale: Locale, month: string) {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, index - 1, 1),
  );
}
