import type { Locale } from "#schema/locales";
import { fillPlaceholders, pluralForm, type PlaceholderValues } from "#schema/placeholders";
import type { UiStrings } from "./ui-strings";

export type Vars = PlaceholderValues;

/** `{name}` placeholders are replaced; an unknown key shows as itself so gaps are visible. */
export function translate(strings: UiStrings, key: string, vars?: Vars): string {
  return fillPlaceholders(strings[key] ?? key, vars);
}

/**
 * A counting string (pluralForm): the form the language picks for `count`, `{count}` written the
 * locale's way.
 */
export function translatePlural(
  strings: UiStrings,
  locale: Locale,
  key: string,
  count: number,
  vars?: Vars,
): string {
  const form = pluralForm(locale, key, count);
  const chosen = form.keys.find((candidate) => strings[candidate] !== undefined) ?? form.keys[1]!;
  return translate(strings, chosen, { ...vars, count: form.count });
}
