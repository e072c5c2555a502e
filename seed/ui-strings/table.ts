import type { Locale } from "#schema/locales";

/** UI string keys, each with its text in all six languages. */
export type UiStringTable = Record<string, Record<Locale, string>>;

/** One table from several; a key defined twice is a mistake caught at start-up, not an overwrite. */
export function mergeTables(...tables: UiStringTable[]): UiStringTable {
  const merged: UiStringTable = {};
  for (const table of tables) {
    for (const [key, texts] of Object.entries(table)) {
      if (Object.hasOwn(merged, key)) throw new Error(`UI string ${key} is defined twice`);
      merged[key] = texts;
    }
  }
  return merged;
}
