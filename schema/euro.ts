import { intl } from "./intl";
import type { Locale } from "./locales";

/**
 * The one way the site writes an amount in euro, the locale's way (`€50`, `50 €`, `‏50 ‏€`): pages,
 * mails and the seeded texts alike, so no page mixes `€ 10` with `€200`. Whole euro unless `cents`
 * (the calculator's results).
 */
export const formatEuro = (locale: Locale, amount: number, { cents = false } = {}) =>
  intl(Intl.NumberFormat, locale, {
    style: "currency",
    currency: "EUR",
    ...(cents ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : { maximumFractionDigits: 0 }),
  }).format(amount);
