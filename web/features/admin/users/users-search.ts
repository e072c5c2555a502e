import { optionalText } from "#web/lib/search-params";

/** The Users screen's address: the e-mail search, if any. */
export type UsersSearch = { q?: string };

export const readUsersSearch = (search: Record<string, unknown>): UsersSearch => ({
  q: optionalText(search.q)?.trim() || undefined,
});
