import { LOCALES, type Locale } from "./locales";

/**
 * The public pages with language variants, as paths without a locale prefix: the sitemap lists
 * each in every language. A page joins this list when it is built.
 */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/providers",
  "/bonus",
  "/menu",
  "/about",
  "/contact",
  "/terms",
  "/privacy",
] as const;

/** A page's address in one language: `/{locale}` + path (the home page is `/{locale}`). */
export function localizedUrl(origin: string, locale: Locale, path: string) {
  return `${origin}/${locale}${path === "/" ? "" : path}`;
}

/** Every language version of a page, plus x-default (the unprefixed address, in the visitor's language). */
export function alternates(origin: string, path: string): { hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hrefLang: locale, href: localizedUrl(origin, locale, path) })),
    { hrefLang: "x-default", href: `${origin}${path}` },
  ];
}
