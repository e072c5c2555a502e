import type { Locale } from "#schema/locales";
import { intl } from "#schema/intl";

/** Numbers, euro amounts and dates always go through Intl for the active locale. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return intl(Intl.NumberFormat, locale, options).format(value);
}

/** Whole euro (prizes, deposits), written the locale's way: `€50`, `50 €`. */
export const formatEuro = (locale: Locale, amount: number) =>
  formatNumber(locale, amount, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

export function formatDate(locale: Locale, value: Date | string | number) {
  return intl(Intl.DateTimeFormat, locale, { dateStyle: "medium", timeZone: "Europe/Nicosia" }).format(
    new Date(value),
  );
}
