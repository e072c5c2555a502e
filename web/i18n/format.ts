import type { Locale } from "#schema/locales";
import { intl } from "#schema/intl";

/** Numbers, euro amounts and dates always go through Intl for the active locale. */
export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return intl(Intl.NumberFormat, locale, options).format(value);
}

export { formatEuro } from "#schema/euro";

export { formatDate } from "#schema/cyprus-time";
