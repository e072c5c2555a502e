import type { TermsField } from "#schema/api/promotions";
import type { Locale } from "#schema/locales";
import { formatEuro, formatNumber } from "#web/i18n/format";

/** The label of each term, the card's own. */
export const TERM_LABEL_KEYS: Record<TermsField, string> = {
  wageringMultiplier: "bonus.wagering",
  minOdds: "bonus.min_odds",
  maxCashout: "bonus.max_cashout",
  termsUrl: "bonus.full_terms",
};

/** A term's value as the card writes it; the caller words "none" (null) in the visitor's language. */
export function formatTerm(locale: Locale, field: TermsField, value: string | number): string {
  if (typeof value === "string") return value;
  switch (field) {
    case "wageringMultiplier":
      return `${formatNumber(locale, value)}×`;
    case "minOdds":
      return formatNumber(locale, value, { minimumFractionDigits: 2 });
    case "maxCashout":
      return formatEuro(locale, value);
    case "termsUrl":
      return String(value);
  }
}
