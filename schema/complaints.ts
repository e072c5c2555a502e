import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { enumCheck, id, localeColumn, timestamp, timestampNow } from "./columns";
import { COMPLAINT_CATEGORIES, COMPLAINT_PARTIES, COMPLAINT_STATUSES } from "./enums";
import { providers } from "./providers";
import { users } from "./users";

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: "set null" });

/**
 * A player's complaint against a provider: a public case. Its amount and the player's e-mail are
 * never public; the player shows by their public name only.
 */
export const complaints = sqliteTable(
  "complaints",
  {
    id: id(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** The player who filed it; null once their account is deleted (the case stays, anonymous). */
    userId: userRef("user_id"),
    category: text("category", { enum: COMPLAINT_CATEGORIES }).notNull(),
    /** The amount in dispute in euro cents, when the player gave one. Never shown publicly. */
    amountCents: integer("amount_cents"),
    description: text("description").notNull(),
    desiredOutcome: text("desired_outcome").notNull(),
    status: text("status", { enum: COMPLAINT_STATUSES }).notNull().default("open"),
    /** When the status last changed: a case awaiting the company for 14 days becomes 'no_response'. */
    statusChangedAt: timestampNow("status_changed_at"),
    /** The language the player filed in: their e-mails are written in it. */
    locale: localeColumn().notNull(),
    /**
     * When staff accepted the case and forwarded it to the company. Until then only the player and
     * staff see it; from then on it is public and the company may answer.
     */
    forwardedAt: timestamp("forwarded_at"),
    /** Staff's short public conclusion when closing the case. */
    conclusion: text("conclusion"),
    createdAt: timestampNow("created_at"),
    closedAt: timestamp("closed_at"),
  },
  (t) => [
    index("complaints_provider_created_idx").on(t.providerId, t.createdAt),
    index("complaints_status_changed_idx").on(t.status, t.statusChangedAt),
    index("complaints_user_idx").on(t.userId),
    enumCheck("complaints_category_check", t.category, COMPLAINT_CATEGORIES),
    enumCheck("complaints_status_check", t.status, COMPLAINT_STATUSES),
  ],
);

/** One message in a case's thread. Staff may hide one with a reason; a hidden message is never public. */
export const complaintMessages = sqliteTable(
  "complaint_messages",
  {
    id: id(),
    complaintId: text("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    authorId: userRef("author_id"),
    party: text("party", { enum: COMPLAINT_PARTIES }).notNull(),
    body: text("body").notNull(),
    createdAt: timestampNow("created_at"),
    hiddenAt: timestamp("hidden_at"),
    hiddenBy: userRef("hidden_by"),
    hiddenReason: text("hidden_reason"),
  },
  (t) => [
    index("complaint_messages_complaint_idx").on(t.complaintId, t.createdAt),
    enumCheck("complaint_messages_party_check", t.party, COMPLAINT_PARTIES),
  ],
);

/** Each status change of a case, with who made it: the public timeline and the statistics read these. */
export const complaintEvents = sqliteTable(
  "complaint_events",
  {
    id: id(),
    complaintId: text("complaint_id")
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    party: text("party", { enum: COMPLAINT_PARTIES }).notNull(),
    actorId: userRef("actor_id"),
    /** Null for the filing itself. */
    fromStatus: text("from_status", { enum: COMPLAINT_STATUSES }),
    toStatus: text("to_status", { enum: COMPLAINT_STATUSES }).notNull(),
    createdAt: timestampNow("created_at"),
  },
  (t) => [
    index("complaint_events_complaint_idx").on(t.complaintId, t.createdAt),
    enumCheck("complaint_events_party_check", t.party, COMPLAINT_PARTIES),
    enumCheck("complaint_events_to_status_check", t.toStatus, COMPLAINT_STATUSES),
  ],
);

export type Complaint = typeof complaints.$inferSelect;
export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintMessage = typeof complaintMessages.$inferSelect;
export type ComplaintEvent = typeof complaintEvents.$inferSelect;
