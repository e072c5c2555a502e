import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { enumCheck, id, timestamp, timestamps } from "./columns";
import { prizeAwards } from "./contest";
import { MAIL_DELIVERY_STATUSES, MAIL_KINDS } from "./enums";

/**
 * One row per outgoing mail, written before the mail queue gets its id: the rendered message (all a
 * resend needs), and what became of it. The queue's consumer keeps status, attempts and the last
 * error current, so a mail that still fails after its last retry stays here as `failed`.
 */
export const mailDeliveries = sqliteTable(
  "mail_deliveries",
  {
    id: id(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    /** The award a prize mail announces; kept (as null) when a recalculation replaces the award. */
    prizeAwardId: text("prize_award_id").references(() => prizeAwards.id, { onDelete: "set null" }),
    toEmail: text("to_email", { length: 255 }).notNull(),
    subject: text("subject", { length: 255 }).notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    headers: text("headers", { mode: "json" }).$type<Record<string, string>>(),
    status: text("status", { enum: MAIL_DELIVERY_STATUSES }).notNull().default("queued"),
    /** Sending attempts made so far, over every time the mail was queued. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at"),
    ...timestamps(),
  },
  (t) => [
    // One mail per award: Resend queues the same row again.
    uniqueIndex("mail_deliveries_prize_award_id_unique").on(t.prizeAwardId),
    index("mail_deliveries_status_updated_at_idx").on(t.status, t.updatedAt),
    enumCheck("mail_deliveries_status_check", t.status, MAIL_DELIVERY_STATUSES),
    enumCheck("mail_deliveries_kind_check", t.kind, MAIL_KINDS),
  ],
);
