import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { useContext, useMemo } from "react";
import type { Locale } from "#schema/locales";
import { StringsContext } from "./strings-context";
import { translate, translatePlural, type Vars } from "./translate";
import { uiStringsQuery, type UiStrings } from "./ui-strings";

const NO_STRINGS: UiStrings = {};

/** The page's language: the URL prefix if there is one, else the visitor's preference. */
export function useLocale(): Locale {
  return useRouteContext({ from: "__root__", select: (context) => context.locale });
}

export function useT() {
  const locale = useLocale();
  const { data } = useQuery(uiStringsQuery(locale));
  const strings = useContext(StringsContext) ?? data ?? NO_STRINGS;
  return useMemo(
    () => ({
      locale,
      t: (key: string, vars?: Vars) => translate(strings, key, vars),
      tp: (key: string, count: number, vars?: Vars) => translatePlural(strings, locale, key, count, vars),
    }),
    [locale, strings],
  );
}
