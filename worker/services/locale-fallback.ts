import { API_DEFAULT_LOCALE, type Locale } from "#schema/locales";

/**
 * Every translated text follows one rule: the requested language, else English (an admin may not
 * have translated it yet).
 */

/** The languages to read for a request in `locale`. */
export function localesToRead(locale: Locale): Locale[] {
  return [...new Set([locale, API_DEFAULT_LOCALE])];
}

/** Per owner (a provider, a promotion, a template name), its row in `locale`, else its English row. */
export function translationsByOwner<T extends { locale: Locale }>(
  rows: readonly T[],
  locale: Locale,
  ownerOf: (row: T) => string,
): Map<string, T> {
  const chosen = new Map<string, T>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const current = chosen.get(owner);
    if (!current || (row.locale === locale && current.locale !== locale)) chosen.set(owner, row);
  }
  return chosen;
}

/** A text kept in one column per language: the `locale` one, else English; blank counts as missing. */
export function textInLocale(texts: Partial<Record<Locale, string | null>>, locale: Locale): string | null {
  return texts[locale] || texts[API_DEFAULT_LOCALE] || null;
}
