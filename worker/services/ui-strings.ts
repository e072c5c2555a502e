import { asc, eq } from "drizzle-orm";
import type { Locale } from "#schema/locales";
import { uiStrings } from "#schema/content";
import type { Db } from "../lib/db";
import { textInLocale } from "./locale-fallback";

/** Every key with its six texts (the admin table and CSV export). */
export function listUiStrings(db: Db) {
  return db.select().from(uiStrings).orderBy(asc(uiStrings.key));
}

/** key → text for one language; an empty translation falls back to the English text. */
export async function uiStringsForLocale(db: Db, locale: Locale): Promise<Record<string, string>> {
  const rows = await db.select().from(uiStrings);
  return Object.fromEntries(rows.map((row) => [row.key, textInLocale(row, locale) ?? row.key]));
}

/** One UI string in `locale` (English where that language has none), or null when the key is unknown. */
export async function uiStringInLocale(db: Db, key: string, locale: Locale): Promise<string | null> {
  const [row] = await db.select().from(uiStrings).where(eq(uiStrings.key, key)).limit(1);
  return row ? textInLocale(row, locale) : null;
}
