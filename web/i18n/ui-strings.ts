import { queryOptions } from "@tanstack/react-query";
import type { UiStringPart, UiStrings } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { apiGet } from "../lib/api-client";

export type { UiStrings };

/** The first element of every strings query's key. */
export const UI_STRINGS_KEY = "ui-strings";

/** Where this browser keeps a language's site strings (read back by load-strings.ts). */
export const storageKey = (locale: Locale) => `ui-strings-${locale}`;

/**
 * A part of a language's strings (schema/api/ui-strings.ts): by default the site's, every page's but
 * a few pages' own parts; the site's are kept in this browser too. Asked without the session cookie:
 * they are the same for everyone, so the browser revalidates them by ETag whoever is signed in.
 */
export const uiStringsQuery = (locale: Locale, part: UiStringPart = "site") =>
  queryOptions({
    queryKey: [UI_STRINGS_KEY, locale, part],
    queryFn: async () => {
      const strings = await apiGet<UiStrings>(`/api/ui-strings?locale=${locale}&part=${part}`, {
        credentials: "omit",
      });
      if (part === "site") writeCachedStrings(locale, strings);
      return strings;
    },
  });

/** Logs a part that failed to load: the screens go on with its keys. */
export const logStringsFailure = (locale: Locale, part: UiStringPart) => (error: unknown) => {
  console.error(`UI strings (${part}) for ${locale} failed to load`, error);
};

function writeCachedStrings(locale: Locale, strings: UiStrings) {
  if (typeof localStorage === "undefined") return;
  try {
    localStorage.setItem(storageKey(locale), JSON.stringify(strings));
  } catch {
    // storage full or disabled: the strings still work for this visit
  }
}
