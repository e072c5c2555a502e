import { useQuery } from "@tanstack/react-query";
import { use, useMemo } from "react";
import type { Locale } from "#schema/locales";
import { LocaleContext } from "./locale-context";
import { StringsContext } from "./strings-context";
import { translate, translatePlural, type Vars } from "./translate";
import { uiStringsQuery, type UiStrings } from "./ui-strings";

const NO_STRINGS: UiStrings = {};

/** The page's language: the URL prefix if there is one, else the visitor's preference. */
export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale needs a LocaleContext (the root document or an island gives it)");
  return locale;
}

/**
 * The strings the screens below read: those a provider of StringsContext gives (a screen's own part,
 * an island's), else the site's, which are fetched only then.
 */
export function useStrings(locale: Locale): UiStrings {
  const given = use(StringsContext);
  const { data } = useQuery({ ...uiStringsQuery(locale), enabled: given === null });
  return given ?? data ?? NO_STRINGS;
}

export function useT() {
  const locale = useLocale();
  const strings = useStrings(locale);
  return useMemo(
    () => ({
      locale,
      t: (key: string, vars?: Vars) => translate(strings, key, vars),
      tp: (key: string, count: number, vars?: Vars) => translatePlural(strings, locale, key, count, vars),
    }),
    [locale, strings],
  );
}
