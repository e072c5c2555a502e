import type { NewsletterSubscriber } from "#schema/api/newsletter";
import { toCsv } from "#web/features/admin/csv";

/** The export: one row per confirmed subscriber, dates as ISO 8601 (UTC); toCsv makes it spreadsheet-safe. */
export function subscribersCsv(rows: readonly NewsletterSubscriber[]): string {
  return toCsv([
    ["email", "name", "locale", "subscribed_at"],
    ...rows.map((row) => [row.email, row.name, row.locale, row.subscribedAt]),
  ]);
}
