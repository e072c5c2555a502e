import type { UiStringRow } from "#schema/api/ui-strings";
import { LOCALES, type Locale } from "#schema/locales";

/** A language's text is missing when it is absent or blank: the site then shows the English. */
export const isMissing = (text: string | null | undefined) => !text?.trim();

/** How many keys lack each language's text. */
export function missingCounts(rows: readonly UiStringRow[]): Record<Locale, number> {
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of rows) for (const locale of LOCALES) if (isMissing(row[locale])) counts[locale] += 1;
  return counts;
}

/**
 * The rows whose key or any language's text contains `query` (case-insensitive), and with
 * `missingOnly` only those lacking some language's text. In memory: the whole table is a few
 * hundred rows, already in the browser.
 */
export function filterUiStrings(rows: readonly UiStringRow[], query: string, missingOnly: boolean) {
  const needle = query.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (!missingOnly || LOCALES.some((locale) => isMissing(row[locale]))) &&
      (!needle ||
        row.key.toLocaleLowerCase().includes(needle) ||
        LOCALES.some((locale) => row[locale]?.toLocaleLowerCase().includes(needle))),
  );
}
