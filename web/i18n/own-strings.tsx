import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import type { OwnStringPart, UiStrings } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { apiGet } from "../lib/api-client";
import { StringsContext } from "./strings-context";
import { loadStrings, uiStringsQuery } from "./ui-strings";
import { useLocale } from "./use-t";

/**
 * A part of the strings that only some screens show (the back office's, a few public pages' long
 * texts: schema/api/ui-strings.ts), so no other page carries it in its HTML or its code.
 */
const ownStringsQuery = (locale: Locale, part: OwnStringPart) =>
  queryOptions({
    queryKey: ["ui-strings", locale, part],
    queryFn: ({ client }) => apiGet<UiStrings>(client, `/api/ui-strings?locale=${locale}&part=${part}`),
  });

/** A screen's strings: the site's and its own part, as one map. A failed fetch leaves the keys. */
export async function loadOwnStrings(
  queryClient: QueryClient,
  locale: Locale,
  part: OwnStringPart,
): Promise<UiStrings> {
  const [site, own] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient.ensureQueryData(ownStringsQuery(locale, part)).catch((error: unknown) => {
      console.error(`UI strings (${part}) for ${locale} failed to load`, error);
      return {};
    }),
  ]);
  return { ...site, ...own };
}

/** Gives the screens below their own part of the strings on top of the site's (`loadOwnStrings`). */
export function OwnStrings({ part, children }: { part: OwnStringPart; children: ReactNode }) {
  const locale = useLocale();
  const { data: site } = useQuery(uiStringsQuery(locale));
  const { data: own } = useQuery(ownStringsQuery(locale, part));
  const strings = useMemo(() => ({ ...site, ...own }), [site, own]);
  return <StringsContext value={strings}>{children}</StringsContext>;
}
