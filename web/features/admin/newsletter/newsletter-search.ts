import { optionalText } from "#web/lib/search-params";

/** The Newsletter screen's address: the e-mail search, if any. */
export type NewsletterSearch = { q?: string };

export const readNewsletterSearch = (search: Record<string, unknown>): NewsletterSearch => ({
  q: optionalText(search.q)?.trim() || undefined,
});
