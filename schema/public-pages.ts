import { API_DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

/**
 * The public pages with language variants, as paths without a locale prefix: the sitemap lists
 * each in every language. A page joins this list when it is built.
 */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/providers",
  "/bonus",
  "/compare",
  "/menu",
  "/faq",
  "/calculator",
  "/leaderboard",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
  "/review-policy",
  "/score",
  "/transparency",
  "/self-check",
  "/break",
] as const;

/** A page's address in one language: `/{locale}` + path (the home page is `/{locale}`). */
export function localizedUrl(origin: string, locale: Locale, path: string) {
  return `${origin}/${locale}${path === "/" ? "" : path}`;
}

/** A page's path without prefix: the same in every language, or one per language (a provider's slug). */
export type PagePath = string | Readonly<Record<Locale, string>>;

export const pathIn = (path: PagePath, locale: Locale) => (typeof path === "string" ? path : path[locale]);

/** A provider page's path (without the locale prefix): its slug in the page's language. */
export const providerPagePath = (slug: string) => `/providers/${encodeURIComponent(slug)}`;

/** A provider page is addressed by its slug in each language. */
export const providerPagePaths = (slugs: Readonly<Record<Locale, string>>): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, providerPagePath(slugs[locale])])) as Record<
    Locale,
    string
  >;

/**
 * Every language version of a page, plus x-default: the unprefixed address, shown in the visitor's
 * language (for a provider, its English slug, which every language's page also answers to).
 */
export function alternates(origin: string, path: PagePath): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      hrefLang: locale,
      href: localizedUrl(origin, locale, pathIn(path, locale)),
    })),
    { hrefLang: "x-default", href: `${origin}${pathIn(path, API_DEFAULT_LOCALE)}` },
  ];
}
