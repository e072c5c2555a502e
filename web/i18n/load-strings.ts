import type { QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { OwnStringPart, UiStringPart } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { withServerRead } from "../lib/server-reads";
import { logStringsFailure, storageKey, uiStringsQuery, type UiStrings } from "./ui-strings";

// The loaders' side of the strings, apart from ui-strings.ts: loaders come only when the browser
// navigates, so none of this is in a page's first download.

function isStringMap(value: unknown): value is UiStrings {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((text) => typeof text === "string")
  );
}

/** The strings cached in this browser for a locale; a corrupt entry is discarded. */
function readCachedStrings(locale: Locale): UiStrings | undefined {
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

/** Where a loader's strings come from: its query cache, and the server's reads of its page there. */
type StringsLoad = { queryClient: QueryClient; locale: Locale; reads?: PageReads };

/** A part's strings query, answered by the server's read where it renders the page. */
const stringsQuery = ({ locale, reads }: StringsLoad, part: UiStringPart) =>
  withServerRead(uiStringsQuery(locale, part), reads && (() => reads.uiStrings(locale, part)));

/**
 * The site's strings for a locale: from the query cache, else from this browser's cache at once
 * (refreshed in the background), else fetched. A failed fetch is logged and the page goes on with
 * the keys.
 */
export async function loadStrings(load: StringsLoad): Promise<UiStrings> {
  const { queryClient, locale } = load;
  const query = stringsQuery(load, "site");
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

/**
 * A screen's strings: the site's and its own part (the back office's, a few public pages' long
 * texts: schema/api/ui-strings.ts, so no other screen fetches it), as one map. A failed fetch leaves
 * the keys.
 */
export async function loadOwnStrings(load: StringsLoad, part: OwnStringPart): Promise<UiStrings> {
  const [site, own] = await Promise.all([
    loadStrings(load),
    load.queryClient.ensureQueryData(stringsQuery(load, part)).catch((error: unknown) => {
      logStringsFailure(load.locale, part)(error);
      return {};
    }),
  ]);
  return { ...site, ...own };
}
