import type { UiStringRow } from "#schema/api/ui-strings";
import { LOCALES } from "#schema/locales";
import { toCsv } from "#web/features/admin/csv";

/** The UI strings table as CSV: key, then one column per language in the site's order. */
export function uiStringsCsv(rows: readonly UiStringRow[]): string {
  return toCsv([
    ["key", ...LOCALES],
    ...rows.map((row) => [row.key, ...LOCALES.map((locale) => row[locale])]),
  ]);
}
