import type { NewsletterSubscriber } from "#schema/api/newsletter";
import { toCsv } from "#web/features/admin/csv";

/**
 * Names and addresses are typed by visitors: a field a spreadsheet would take for a formula
 * (=, +, -, @, or a tab or return first) gets a leading apostrophe, so opening the file runs nothing.
 */
export const spreadsheetSafe = (text: string | null) =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;

/** The export: one row per confirmed subscriber, dates as ISO 8601 (UTC). */
export function subscribersCsv(rows: readonly NewsletterSubscriber[]): string {
  return toCsv([
    ["email", "name", "locale", "subscribed_at"],
    ...rows.map((row) => [
      spreadsheetSafe(row.email),
      spreadsheetSafe(row.name),
      row.locale,
      row.subscribedAt,
    ]),
  ]);
}
