import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { UiStringPart, UiStrings } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { apiGet } from "../lib/api-client";

export type { UiStrings };

/** The first element of every strings query's key. */
export const UI_STRINGS_KEY = "ui-strings";

const storageKey = (locale: Locale) => `ui-strings-${locale}`;

/**
 * A part of a language's strings (schema/api/ui-strings.ts): by default the site's, every page's but
 * a few pages' own parts; the site's are kept in this browser too.
 */
export const uiStringsQuery = (locale: Locale, part: UiStringPart = "site") =>
  queryOptions({
    queryKey: [UI_STRINGS_KEY, locale, part],
    queryFn: async ({ client }) => {
      const strings = await apiGet<UiStrings>(client, `/api/ui-strings?locale=${locale}&part=${part}`);
      if (part === "site") writeCachedStrings(locale, strings);
      return strings;
    },
  });

/** Logs a part that failed to load: the screens go on with its keys. */
export const logStringsFailure = (locale: Locale, part: UiStringPart) => (error: unknown) => {
  console.error(`UI strings (${part}) for ${locale} failed to load`, error);
};

function isStringMap(value: unknown): value is UiStrings {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

/** The strings cached in this browser for a locale; a corrupt entry is discarded. */
export function readCachedStrings(locale: Locale): UiStrings | undefined {
  if (typeof localStorage === "undefined") return undefined;
  const raw = localStorage.getItem(storageKey(locale));
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStringMap(parsed)) return parsed;
  } catch {
    // fall through: unreadable cache
  }
  localStorage.removeItem(storageKey(locale));
  return undefined;
}

function writeCachedStrings(locale: Locale, strings: UiStrings) {
  if (typeof localStorage === "undefined") return;
  try {
    localStorage.setItem(storageKey(locale), JSON.stringify(strings));
  } catch {
    // storage full or disabled: the strings still work for this visit
  }
}

/**
 * The site's strings for a locale: from the query cache, else from this browser's cache at once
 * (refreshed in the background), else fetched. A failed fetch is logged and the page goes on with
 * the keys.
 */
export async function loadStrings(queryClient: QueryClient, locale: Locale): Promise<UiStrings> {
  const query = uiStringsQuery(locale);
  const inQueryCache = queryClient.getQueryData(query.queryKey);
  if (inQueryCache) return inQueryCache;
  const cached = readCachedStrings(locale);
  if (cached) {
    queryClient.setQueryData(query.queryKey, cached);
    void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true });
    return cached;
  }
  try {
    return await queryClient.ensureQueryData(query);
  } catch (error) {
    logStringsFailure(locale, "site")(error);
    return {};
  }
}
