import type { PublicProvider } from "#schema/api/providers";
import type { RatingsSummary } from "#schema/api/ratings";

/** At most three providers side by side. */
export const MAX_COMPARED = 3;

/** Payment badges shown before the rest is summed up as '+N'. */
const PAYMENTS_SHOWN = 5;

/** The cash-out types with a name of their own (UI string `compare.cash_out.{type}`); other text shows as written. */
export const CASH_OUT_TYPES = ["full", "partial", "auto"] as const;

/** How a chosen provider is written in the URL: its slug, the address its own page answers to. */
export const selectionToken = (provider: Pick<PublicProvider, "id" | "slug">) => provider.slug ?? provider.id;

/**
 * The providers named in the URL (`a,b,c`, each an id or a slug), in the order named: unknown or
 * inactive ones (absent from the active list), blanks and repeats are skipped, and only the first
 * `limit` kept. Never throws: a hand-edited link still opens the page.
 */
export function selectedProviders<P extends Pick<PublicProvider, "id" | "slug">>(
  active: readonly P[],
  selection = "",
  limit = MAX_COMPARED,
): P[] {
  const chosen: P[] = [];
  for (const token of selection.split(",")) {
    const name = token.trim();
    const provider = active.find((p) => p.id === name || p.slug === name);
    if (name && provider && !chosen.includes(provider) && chosen.length < limit) chosen.push(provider);
  }
  return chosen;
}

/**
 * The current year minus the foundation year; '<1' in its first year, '-' when the date is
 * unknown or not a past or present year.
 */
export function yearsActive(foundationDate: string | null, currentYear: number): string {
  const founded = Number(foundationDate?.slice(0, 4));
  if (!foundationDate || !Number.isInteger(founded) || founded > currentYear) return "-";
  const years = currentYear - founded;
  return years === 0 ? "<1" : String(years);
}

/**
 * The share of approved reviews rated 4 or 5, as a whole percent; null when there are none.
 * (The ratings summary counts approved reviews only.)
 */
export function satisfaction(
  ratings: Pick<RatingsSummary, "totalReviews" | "ratingBreakdown">,
): number | null {
  const { totalReviews, ratingBreakdown } = ratings;
  if (totalReviews <= 0) return null;
  return Math.round(((ratingBreakdown[4] + ratingBreakdown[5]) / totalReviews) * 100);
}

/** The first PAYMENTS_SHOWN methods, and how many more there are (the '+N'). */
export function splitPayments(payments: readonly string[] | null) {
  const all = payments ?? [];
  return { shown: all.slice(0, PAYMENTS_SHOWN), more: Math.max(0, all.length - PAYMENTS_SHOWN) };
}
