import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import type { OwnStringPart, UiStrings } from "#schema/api/ui-strings";
import type { Locale } from "#schema/locales";
import { StringsContext } from "./strings-context";
import { loadStrings, logStringsFailure, uiStringsQuery } from "./ui-strings";
import { useLocale } from "./use-t";

/**
 * A screen's strings: the site's and its own part (the back office's, a few public pages' long
 * texts: schema/api/ui-strings.ts, so no other screen fetches it), as one map. A failed fetch leaves
 * the keys.
 */
export async function loadOwnStrings(
  queryClient: QueryClient,
  locale: Locale,
  part: OwnStringPart,
): Promise<UiStrings> {
  const [site, own] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient.ensureQueryData(uiStringsQuery(locale, part)).catch((error: unknown) => {
      logStringsFailure(locale, part)(error);
      return {};
    }),
  ]);
  return { ...site, ...own };
}

/** Gives the screens below their own part of the strings on top of the site's (`loadOwnStrings`). */
export function OwnStrings({ part, children }: { part: OwnStringPart; children: ReactNode }) {
  const locale = useLocale();
  const { data: site } = useQuery(uiStringsQuery(locale));
  const { data: own } = useQuery(uiStringsQuery(locale, part));
  const strings = useMemo(() => ({ ...site, ...own }), [site, own]);
  return <StringsContext value={strings}>{children}</StringsContext>;
}
