import type { Locale } from "#schema/locales";
import { formatNumber } from "#web/i18n/format";

/** A month of the selector: 'YYYY-MM' and its name in the page's language ('November 2026'). */
export type MonthChoice = { value: string; label: string };

/** A prize in whole euro, written the locale's way (`€50`, `50 €`). */
export const formatPrize = (locale: Locale, amount: number) =>
  formatNumber(locale, amount, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
