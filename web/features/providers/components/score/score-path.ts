import type { Locale } from "#schema/locales";

/** The "How the score works" page, under the address's language prefix (none on an unprefixed page). */
export const scorePagePath = (linkLocale: Locale | undefined) =>
  `${linkLocale ? `/${linkLocale}` : ""}/score`;
