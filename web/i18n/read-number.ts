import { intl } from "#schema/intl";
import type { Locale } from "#schema/locales";

/** A number as a visitor typed it, read the page language's way; or why it cannot be read. */
export type NumberReading =
  { ok: true; value: number } | { ok: false; problem: "empty" | "format" | "ambiguous" };

/** The page language's decimal and grouping characters, from Intl's own formatting of a number. */
function numberSymbols(locale: Locale) {
  const parts = intl(Intl.NumberFormat, locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === "decimal")!.value,
    group: parts.find((part) => part.type === "group")!.value,
  };
}

/** How the page's language writes a number with decimals, for messages: `1234,5` or `1234.5`. */
export const numberExample = (locale: Locale) =>
  intl(Intl.NumberFormat, locale, { useGrouping: false }).format(1234.5);

const MINUS_SIGNS = /[\u2212\u2013\u2012]/g;
/** Direction marks that a right-to-left page or a copied figure may carry around the digits. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;
const SPACE = /\s/;
const SEPARATORS = /[.,]/;

/**
 * Reads a typed number as the page's language writes it (`10,50` in Greek, French, Russian and
 * Ukrainian; `10.50` in English and Hebrew), grouped or not (`1.234,5`, `1 234,5`, `1,234.5`).
 * A point or comma that the language could mean two ways is never guessed: `1.050` in Greek may
 * be a thousand and fifty or one point nought five, `1,5` in English a typo for one and a half, so
 * such text is `ambiguous`: a point or comma that is not the language's decimal separator counts
 * only between groups of three digits and beside a decimal separator. Spaces group digits in any
 * language (no language uses them for decimals).
 */
export function readNumber(text: string, locale: Locale): NumberReading {
  const typed = text.replace(DIRECTION_MARKS, "").replace(MINUS_SIGNS, "-").trim();
  if (typed === "") return { ok: false, problem: "empty" };
  const { decimal, group } = numberSymbols(locale);
  const sign = /^[+-]?/.exec(typed)![0];
  const body = typed.slice(sign.length);
  if (!/^[\d.,\s]+$/.test(body)) return { ok: false, problem: "format" };
  // Past here only digits, points, commas and spaces are left: a misplaced point or comma is ambiguous.
  const refused = { ok: false, problem: SEPARATORS.test(body) ? "ambiguous" : "format" } as const;

  const at = body.indexOf(decimal);
  if (at !== body.lastIndexOf(decimal)) return refused;
  const whole = at < 0 ? body : body.slice(0, at);
  const fraction = at < 0 ? "" : body.slice(at + 1);
  if (at >= 0 && !/^\d+$/.test(fraction)) return refused;
  if (whole === "" && fraction === "") return refused;

  let digits = whole;
  if (!/^\d*$/.test(whole)) {
    // Grouped: one kind of separator, between groups of three digits.
    const separator = [...whole].find((char) => !/\d/.test(char))!;
    const allowed = SPACE.test(separator) || (separator === group && at >= 0);
    const grouped = new RegExp(`^\\d{1,3}(?:${separator.replace(".", "\\.")}\\d{3})+$`).test(whole);
    if (!allowed || !grouped) return refused;
    digits = whole.split(separator).join("");
  }
  const value = Number(`${sign}${digits || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? { ok: true, value } : refused;
}

/**
 * A box's number as the page's language writes it (0 when it has none), and what the visitor is
 * told when it cannot be read (nothing for an empty box).
 */
export function readBox(
  t: (key: string, vars?: Record<string, string>) => string,
  locale: Locale,
  typed: string,
): { value: number; problem?: string } {
  const reading = readNumber(typed, locale);
  if (reading.ok) return { value: reading.value };
  if (reading.problem === "empty") return { value: 0 };
  const key = reading.problem === "ambiguous" ? "validation.number_ambiguous" : "validation.number_format";
  return { value: 0, problem: t(key, { example: numberExample(locale) }) };
}

/** A stored number as the page's language writes it in a box, ungrouped (`2,5`, `2.5`), to be read back by readNumber. */
export const writeNumber = (locale: Locale, value: number) =>
  intl(Intl.NumberFormat, locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
