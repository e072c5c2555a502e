import { intl } from "./intl";

/** Values for a text's `{name}` placeholders. */
export type PlaceholderValues = Record<string, string | number>;

/** A UI string by key, its `{name}` placeholders filled: the pages' `t`, or a server page's or mail's. */
export type Say = (key: string, values?: PlaceholderValues) => string;

/**
 * The one rule for `{name}` placeholders, in UI strings and in the API's messages: each is replaced
 * by its value; one without a value stays as it is, so a gap is visible.
 */
export const fillPlaceholders = (template: string, values: PlaceholderValues = {}) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * The one rule for counting texts: they live under `key.one`, `key.two`, `key.few`, `key.many`,
 * `key.other` as the language needs them. The keys to try, the form Intl.PluralRules picks for
 * `count` first and `other` after it, and `count` as the locale writes it.
 */
export function pluralForm(locale: string, key: string, count: number) {
  const keys = [`${key}.${intl(Intl.PluralRules, locale).select(count)}`, `${key}.other`];
  return { keys, count: intl(Intl.NumberFormat, locale).format(count) };
}
