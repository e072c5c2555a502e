import { optionalText } from "#web/lib/search-params";

/** The UI Strings page's address: the search text and the missing-only filter, so a link keeps them. */
export type UiStringsSearch = { q?: string; missing?: true };

export function readUiStringsSearch(search: Record<string, unknown>): UiStringsSearch {
  return { q: optionalText(search.q) || undefined, missing: search.missing === true || undefined };
}
