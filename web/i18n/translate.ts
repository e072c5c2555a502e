import type { Locale } from "#schema/locales";
import { fillPlaceholders, type PlaceholderValues } from "#schema/placeholders";
import type { UiStrings } from "./ui-strings";

export type Vars = PlaceholderValues;

/** `{name}` placeholders are replaced; an unknown key shows as itself so gaps are visible. */
export function translate(strings: UiStrings, key: string, vars?: Vars): string {
  return fillPlaceholders(strings[key] ?? key, vars);
}

/**
 * Counting strings live under `key.one`, `key.few`, `key.many`, `key.two`, `key.other` as the
 * language needs them (Intl.PluralRules); `{count}` is formatted for the locale.
 */
export function translatePlural(
  strings: UiStrings,
  locale: Locale,
  key: string,
  count: number,
  vars?: Vars,
): string {
  const category = new Intl.PluralRules(locale).select(count);
  const chosen = strings[`${key}.${category}`] !== undefined ? `${key}.${category}` : `${key}.other`;
  return translate(strings, chosen, { ...vars, count: new Intl.NumberFormat(locale).format(count) });
}
