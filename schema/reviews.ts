import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { bare, enumCheck, id, timestamp, timestamps } from "./columns";
import { EXTERNAL_RATING_SOURCES, MAX_RATING_SCALE, REVIEW_STATUSES, REVIEW_VOTE_TYPES } from "./enums";
import { providers } from "./providers";
import type { ReviewFlag } from "./review-flags";
import { users } from "./users";

const providerRef = () =>
  text("provider_id")
    .notNull()
    .references(() => providers.id, { onDelete: "cascade" });
const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const externalRatings = sqliteTable(
  "external_ratings",
  {
    id: id(),
    providerId: providerRef(),
    source: text("source", { enum: EXTERNAL_RATING_SOURCES }).notNull(),
    /** On the source's own scale (0 to `scale`), one decimal. */
    rating: real("rating").notNull(),
    /** The source's best score (SOURCE_RATING_SCALES; the admin's for 'other'). */
    scale: integer("scale").notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    url: text("url", { length: 500 }),
    lastSyncedAt: timestamp("last_synced_at"),
    ...timestamps(),
  },
  (t) => [
    // Also serves lookups by providerId alone (leftmost column).
    unique("external_ratings_provider_source_unique").on(t.providerId, t.source),
    enumCheck("external_ratings_source_check", t.source, EXTERNAL_RATING_SOURCES),
    check(
      "external_ratings_scale_check",
      sql`${bare(t.scale)} between 1 and ${sql.raw(String(MAX_RATING_SCALE))}`,
    ),
    check("external_ratings_rating_check", sql`${bare(t.rating)} between 0 and ${bare(t.scale)}`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    providerId: providerRef(),
    userId: userRef(),
    rating: integer("rating").notNull(),
    reviewText: text("review_text"),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    verifiedUser: integer("verified_user", { mode: "boolean" }).notNull().default(false),
    // Kept in step with review_votes by the vote service, so lists need no aggregate per row.
    helpfulCount: integer("helpful_count").notNull().default(0),
    notHelpfulCount: integer("not_helpful_count").notNull().default(0),
    adminApproved: integer("admin_approved", { mode: "boolean" }).notNull().default(true),
    /** Moderation hints computed when the review was written (schema/review-flags.ts). */
    flags: text("flags", { mode: "json" }).$type<ReviewFlag[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    unique("reviews_user_provider_unique").on(t.userId, t.providerId),
    index("reviews_provider_status_created_at_idx").on(t.providerId, t.status, t.createdAt),
    // The contest counts approved reviews per user per month: one user's, and the month's ranking
    // (which reads every reviewer's id from the index, never visiting the table's rows).
    index("reviews_user_status_created_at_idx").on(t.userId, t.status, t.createdAt),
    index("reviews_status_created_at_user_idx").on(t.status, t.createdAt, t.userId),
    enumCheck("reviews_status_check", t.status, REVIEW_STATUSES),
    check("reviews_rating_check", sql`${bare(t.rating)} between 1 and 5`),
  ],
);

export const reviewVotes = sqliteTable(
  "review_votes",
  {
    id: id(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: userRef(),
    voteType: text("vote_type", { enum: REVIEW_VOTE_TYPES }).notNull(),
    ...timestamps(),
  },
  (t) => [
    // Also serves lookups by reviewId alone (leftmost column).
    unique("review_votes_review_user_unique").on(t.reviewId, t.userId),
    index("review_votes_user_id_idx").on(t.userId),
    enumCheck("review_votes_vote_type_check", t.voteType, REVIEW_VOTE_TYPES),
  ],
);

/**
 * Locality-sensitive hashes of each review's text (MinHash signature cut into bands): two texts that
 * share a band's bucket are near-duplicate candidates, found through the index instead of comparing
 * a new review with every stored one.
 */
export const reviewFingerprints = sqliteTable(
  "review_fingerprints",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    band: integer("band").notNull(),
    bucket: text("bucket").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.band, t.bucket, t.reviewId] }),
    index("review_fingerprints_review_id_idx").on(t.reviewId),
  ],
);

/** Reviews written per user per calendar day in Cyprus (Europe/Nicosia), for the daily limit. */
export const reviewLimits = sqliteTable(
  "review_limits",
  {
    id: id(),
    userId: userRef(),
    limitDate: text("limit_date", { length: 10 }).notNull(),
    reviewCount: integer("review_count").notNull().default(0),
  },
  (t) => [unique("review_limits_user_date_unique").on(t.userId, t.limitDate)],
);

// The admin form's rules are the table's too (the seed's rows are checked with them).
export { externalRatingInputSchema } from "./api/admin-external-ratings";

export type NewExternalRating = typeof externalRatings.$inferInsert;
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type NewReviewFingerprint = typeof reviewFingerprints.$inferInsert;
export type NewReviewVote = typeof reviewVotes.$inferInsert;
export type NewReviewLimit = typeof reviewLimits.$inferInsert;
