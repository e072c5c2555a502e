import type { Locale } from "#schema/locales";
import { DEFAULT_PROVIDER_SORT, type ProviderSort } from "./provider-sorts";
import { intl } from "#schema/intl";

/** The providers page shows this many cards a page (a grid of 3 columns by 8 rows). */
export const PROVIDER_PAGE_SIZE = 24;

/** The fields the list page searches and sorts on. */
export type SearchableProvider = {
  brand: string;
  licenseId?: string | null;
  slug?: string | null;
  priority?: number | null;
  /** The published score; null: none. */
  score?: number | null;
};

/** Case-insensitive substring match on brand, licence id or slug; blank matches all. */
export function matchesProviderSearch(provider: SearchableProvider, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [provider.brand, provider.licenseId, provider.slug].some(
    (field) => typeof field === "string" && field.toLowerCase().includes(needle),
  );
}

/**
 * Filters and sorts without touching the input. Priority: highest first, a missing priority counts
 * as 0, ties by brand. Score: highest first, providers without one last, ties in priority order.
 * Name: the active language's collation, so Greek and Cyrillic sort properly.
 */
export function filterAndSortProviders<T extends SearchableProvider>(
  providers: readonly T[],
  {
    query = "",
    sort = DEFAULT_PROVIDER_SORT,
    locale,
  }: { query?: string; sort?: ProviderSort; locale: Locale },
): T[] {
  const collator = intl(Intl.Collator, locale, { sensitivity: "base", numeric: true });
  const byName = (a: T, b: T) => collator.compare(a.brand, b.brand);
  const byPriority = (a: T, b: T) => (b.priority ?? 0) - (a.priority ?? 0) || byName(a, b);
  const byScore = (a: T, b: T) => (b.score ?? -1) - (a.score ?? -1) || byPriority(a, b);
  const order = { priority: byPriority, score: byScore, name: byName }[sort];
  return providers.filter((provider) => matchesProviderSearch(provider, query)).sort(order);
}
