import type { Locale } from "#schema/locales";
import { formatEuro } from "#web/i18n/format";
import { formatNumber } from "#web/i18n/format";

/** A result in euro and cent, written the locale's way (`10,00 €`, `€10.00`). */
export const formatMoney = (locale: Locale, value: number) => formatEuro(locale, value, { cents: true });

/** Decimal odds with two decimals, the way bookmakers print them. */
export const formatOdds = (locale: Locale, odds: number) =>
  formatNumber(locale, odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * What the calculator can settle: a positive stake and decimal odds of at least 1 (the odds input's
 * minimum; below it no bookmaker's price exists). Unreadable input was already read as 0.
 */
export const canSettle = (stake: number, odds: number) => stake > 0 && odds >= 1;
