import type { Locale } from "#schema/locales";

/** Numbers, euro amounts and dates always go through Intl for the active locale. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale, options).format(value);
}

export function formatDate(locale: Locale, value: Date | string | number) {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Europe/Nicosia" }).format(
    new Date(value),
  );
}
