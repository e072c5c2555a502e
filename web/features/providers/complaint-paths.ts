import type { Locale } from "#schema/locales";
import { providerPagePath } from "#schema/public-pages";

const prefix = (linkLocale: Locale | undefined) => (linkLocale ? `/${linkLocale}` : "");

/** A provider's list of public complaint cases, under the address's language prefix (none on an unprefixed page). */
export const providerComplaintsPath = (slug: string, linkLocale: Locale | undefined) =>
  `${prefix(linkLocale)}${providerPagePath(slug)}/complaints`;

/** One public complaint case's page. */
export const complaintPath = (id: string, linkLocale: Locale | undefined) =>
  `${prefix(linkLocale)}/complaints/${encodeURIComponent(id)}`;
