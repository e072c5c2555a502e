import { asc, inArray, not, or } from "drizzle-orm";
import { OWN_STRING_PREFIXES, type UiStringPart } from "#schema/api/ui-strings";
import { API_MESSAGES, formatMessage, type MessageKey, type MessageParams } from "#schema/api/messages";
import type { Locale } from "#schema/locales";
import { fillPlaceholders, pluralForm, type Say } from "#schema/placeholders";
import { uiStrings } from "#schema/content";
import { startsWithText } from "../lib/contains-text";
import type { Db } from "../lib/db";
import { localesToRead, textInLocale } from "./locale-fallback";

/** Every key with its six texts (the admin table and CSV export). */
export function listUiStrings(db: Db) {
  return db.select().from(uiStrings).orderBy(asc(uiStrings.key));
}

const startingWithAny = (prefixes: readonly string[]) =>
  or(...prefixes.map((prefix) => startsWithText(uiStrings.key, prefix)));
const OWNED = Object.values(OWN_STRING_PREFIXES).flat();

/** The keys of a part: its own prefixes', or for `site` those of no other part. */
const inPart = (part?: UiStringPart) =>
  part === undefined
    ? undefined
    : part === "site"
      ? not(startingWithAny(OWNED)!)
      : startingWithAny(OWN_STRING_PREFIXES[part]);

/**
 * key → text for one language; an empty translation falls back to the English text. Reads only those
 * two columns: every page render asks for this table (the site's part and the page's own, `part`).
 */
export async function uiStringsForLocale(
  db: Db,
  locale: Locale,
  part?: UiStringPart,
): Promise<Record<string, string>> {
  const texts = Object.fromEntries(localesToRead(locale).map((read) => [read, uiStrings[read]])) as Partial<
    Record<Locale, (typeof uiStrings)[Locale]>
  >;
  const rows = await db
    .select({ key: uiStrings.key, ...texts })
    .from(uiStrings)
    .where(inPart(part));
  return Object.fromEntries(rows.map((row) => [row.key, textInLocale(row, locale) ?? row.key]));
}

/**
 * The keys starting with one of `prefixes`, said in `locale` (English where it is empty). A key the
 * strings lack is said as the key itself: the gap shows and the page or mail still goes out.
 */
export async function sayerStartingWith(db: Db, locale: Locale, prefixes: readonly string[]): Promise<Say> {
  const rows = await db.select().from(uiStrings).where(startingWithAny(prefixes));
  const texts = new Map(rows.map((row) => [row.key, textInLocale(row, locale) ?? row.key]));
  return (key, values) => fillPlaceholders(texts.get(key) ?? key, values);
}

/**
 * A catalogue message (schema/api/messages.ts) in `locale`, as the pages would say it: a counting
 * message takes the form Intl.PluralRules picks for its `count`, written the locale's way. The
 * English of the catalogue when the language has no text for it.
 */
export async function messageInLocale(
  db: Db,
  locale: Locale,
  key: MessageKey,
  params: MessageParams = {},
): Promise<string> {
  const count = params.count;
  const plural =
    typeof API_MESSAGES[key] === "object" && typeof count === "number"
      ? pluralForm(locale, key, count)
      : undefined;
  const keys = plural?.keys ?? [key];
  const rows = await db.select().from(uiStrings).where(inArray(uiStrings.key, keys));
  const text = keys
    .map((wanted) => rows.find((row) => row.key === wanted))
    .map((row) => row && textInLocale(row, locale))
    .find(Boolean);
  if (!text) return formatMessage(key, params);
  return fillPlaceholders(text, plural ? { ...params, count: plural.count } : params);
}
