import { useQuery } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import type { OwnStringPart } from "#schema/api/ui-strings";
import { StringsContext } from "./strings-context";
import { uiStringsQuery } from "./ui-strings";
import { useLocale } from "./use-t";

/**
 * Gives the screens below their own part of the strings (the back office's, a few public pages' long
 * texts: schema/api/ui-strings.ts) on top of the site's, as their loader loaded them (`loadOwnStrings`).
 */
export function OwnStrings({ part, children }: { part: OwnStringPart; children: ReactNode }) {
  const locale = useLocale();
  const { data: site } = useQuery(uiStringsQuery(locale));
  const { data: own } = useQuery(uiStringsQuery(locale, part));
  const strings = useMemo(() => ({ ...site, ...own }), [site, own]);
  return <StringsContext value={strings}>{children}</StringsContext>;
}
