import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** Cookie mirroring the stored locale choice, so the server renders the language the visitor picked. */
export const LOCALE_COOKIE = "locale";
export const LOCALE_STORAGE_KEY = "locale";

/** The first of the browser's languages (most preferred first) whose primary subtag the site speaks. */
export function localeFromLanguages(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Stored choice first, then the browser's languages, then Greek. */
export function resolveLocale(stored: string | null | undefined, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  return localeFromLanguages(languages) ?? DEFAULT_LOCALE;
}

/** The locale prefix of a path (`/he/providers` → he), if the first segment is one. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : undefined;
}

/** The path without its locale prefix: `/he/providers` → `/providers`, `/en` → `/`. */
export function unprefixedPath(pathname: string): string {
  const rest = localeOfPath(pathname) ? pathname.replace(/^\/[^/]+/, "") : pathname;
  return rest === "" ? "/" : rest;
}

/** The same page in another language: swaps or adds the prefix. */
export function pathForLocale(pathname: string, locale: Locale): string {
  const rest = unprefixedPath(pathname);
  return `/${locale}${rest === "/" ? "" : rest}`;
}
