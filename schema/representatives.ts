import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bare, enumCheck, id, timestamp, timestampNow } from "./columns";
import { REPLY_STATUSES, REPRESENTATIVE_STATUSES } from "./enums";
import { providers } from "./providers";
import { reviews } from "./reviews";
import { users } from "./users";

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: "set null" });

/**
 * A person who answers for one provider: invited by an admin by e-mail, active once they sign in
 * with that address verified. A representative holds no back-office permission.
 */
export const providerRepresentatives = sqliteTable(
  "provider_representatives",
  {
    id: id(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    /** The invited address, lower-cased: only an account with this address, verified, may accept. */
    email: text("email", { length: 255 }).notNull(),
    /** The account that accepted; null while invited. */
    userId: userRef("user_id"),
    status: text("status", { enum: REPRESENTATIVE_STATUSES }).notNull().default("invited"),
    invitedBy: userRef("invited_by"),
    createdAt: timestampNow("created_at"),
    acceptedAt: timestamp("accepted_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (t) => [
    // A person answers for one provider: one live invitation per address, one active row per account.
    uniqueIndex("provider_representatives_live_email_unique")
      .on(t.email)
      .where(sql`${bare(t.status)} <> 'revoked'`),
    uniqueIndex("provider_representatives_active_user_unique")
      .on(t.userId)
      .where(sql`${bare(t.status)} = 'active'`),
    index("provider_representatives_provider_idx").on(t.providerId, t.status),
    enumCheck("provider_representatives_status_check", t.status, REPRESENTATIVE_STATUSES),
  ],
);

/**
 * The company's one public reply to a review, written by an active representative of the review's
 * provider; pre-moderated, so only 'approved' is shown. Deleting it removes the row.
 */
export const reviewReplies = sqliteTable(
  "review_replies",
  {
    id: id(),
    reviewId: text("review_id")
      .notNull()
      .unique()
      .references(() => reviews.id, { onDelete: "cascade" }),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    authorId: userRef("author_id"),
    text: text("text").notNull(),
    status: text("status", { enum: REPLY_STATUSES }).notNull().default("pending"),
    createdAt: timestampNow("created_at"),
    /** The last edit (edits are allowed within 24 hours of createdAt and send it back to moderation). */
    updatedAt: timestampNow("updated_at"),
    moderatedBy: userRef("moderated_by"),
    moderatedAt: timestamp("moderated_at"),
  },
  (t) => [
    index("review_replies_status_created_idx").on(t.status, t.createdAt),
    index("review_replies_provider_idx").on(t.providerId),
    enumCheck("review_replies_status_check", t.status, REPLY_STATUSES),
  ],
);

export type ProviderRepresentative = typeof providerRepresentatives.$inferSelect;
export type ReviewReply = typeof reviewReplies.$inferSelect;
export type NewReviewReply = typeof reviewReplies.$inferInsert;
