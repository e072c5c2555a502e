import { and, eq, exists, sql } from "drizzle-orm";
import type { ReviewInput } from "#schema/api/reviews";
import { dayEnd, nicosiaDate } from "#schema/cyprus-time";
import type { Locale } from "#schema/locales";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import type { ReviewFlag } from "#schema/review-flags";
import { reviewFingerprints, reviews, type NewReviewFingerprint } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { isUniqueViolation } from "../lib/unique-violation";
import { recordReview, reviewsRemaining, todaysReviewCount, underDailyLimit } from "./can-review";
import { activeProviderQuery } from "./providers";
import { assessReview } from "./review-flags";
import { representationOf } from "./representatives";
import { reviewsSeenBy, seenBy } from "./reviews";

/** A review as its signed-in author sends it, at `now`. */
/** `locale`: the language the review was written in, kept as the author's for their contest e-mails. */
export type ReviewSubmission = ReviewInput & { userId: string; locale: Locale; now: Date };

const ONE_REVIEW_PER_PROVIDER = /reviews\.user_id, reviews\.provider_id/;

/** SQL condition: review `reviewId` exists, for the statements that follow its insert in a batch. */
const reviewWritten = (db: Db, reviewId: string) =>
  exists(db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)));

/**
 * The new review, pending moderation, written only if its provider is active and its author is
 * still under today's limit. The text is stored as typed: pages escape it when they show it.
 * `verifiedUser` records the author's e-mail verification at the moment of writing; pages show
 * the badge from the author's verification as it is now (services/reviews.ts).
 */
function insertReview(db: Db, reviewId: string, submission: ReviewSubmission, flags: ReviewFlag[]) {
  const { providerId, userId, rating, reviewText, now } = submission;
  const row = {
    id: reviewId,
    providerId,
    userId,
    rating,
    reviewText,
    status: "pending" as const,
    flags,
    verifiedUser: sql`(select ${users.emailVerified} from ${users} where ${users.id} = ${userId})`,
    createdAt: now,
    updatedAt: now,
  };
  const allowed = and(exists(activeProviderQuery(db, providerId)), underDailyLimit(db, userId, now))!;
  return insertWhere(db, reviews, row, allowed);
}

/** The review's near-duplicate fingerprints, one statement, written only if the review was. */
function insertFingerprints(db: Db, reviewId: string, rows: NewReviewFingerprint[]) {
  const values = sql.join(
    rows.map((row) => sql`(${row.band}, ${row.bucket})`),
    sql`, `,
  );
  return db
    .insert(reviewFingerprints)
    .select(
      sql`select ${reviewId}, column1, column2 from (values ${values}) where ${reviewWritten(db, reviewId)}`,
    );
}

/**
 * Writes a review and counts it against the author's Nicosia day in one db.batch() (one
 * transaction), so concurrent submissions can never pass the daily limit. 409 for a second review
 * of the same provider, 404 for an unknown or inactive provider, 429 once the day's limit is used.
 * The review carries its moderation flags, and its fingerprints go in the same batch.
 */
export async function submitReview(db: Db, submission: ReviewSubmission) {
  const { userId, providerId, now } = submission;
  // A company's representative answers reviews of it; reviewing it would be the company rating itself.
  const representation = await representationOf(db, userId);
  if (representation?.providerId === providerId) throw apiError(403, "reviews.error.representative_review");
  const reviewId = crypto.randomUUID();
  const { flags, fingerprintRows } = await assessReview(db, {
    reviewId,
    userId,
    reviewText: submission.reviewText,
    now,
  });
  try {
    await db.batch([
      insertReview(db, reviewId, submission, flags),
      recordReview(db, userId, now, reviewWritten(db, reviewId)),
      ...(fingerprintRows.length > 0 ? [insertFingerprints(db, reviewId, fingerprintRows)] : []),
      db
        .update(users)
        .set({ locale: submission.locale })
        .where(and(eq(users.id, userId), reviewWritten(db, reviewId))),
    ]);
  } catch (error) {
    if (isUniqueViolation(error, ONE_REVIEW_PER_PROVIDER))
      throw apiError(409, "reviews.error.already_reviewed");
    throw error;
  }
  const [[review], provider, today] = await db.batch([
    reviewsSeenBy(db, userId).where(eq(reviews.id, reviewId)),
    activeProviderQuery(db, providerId),
    todaysReviewCount(db, userId, now),
  ]);
  if (review)
    return {
      review: seenBy({ id: userId, providerId: representation?.providerId ?? null }, now)(review),
      reviewsRemainingToday: reviewsRemaining(today),
    };
  if (provider.length === 0) throw apiError(404, "reviews.error.provider_not_found");
  throw apiError(
    429,
    "reviews.error.daily_limit",
    { count: DAILY_REVIEW_LIMIT },
    { "Retry-After": String(secondsUntilNextDay(now)) },
  );
}

/** Seconds until the next Cyprus day starts, when the daily allowance is whole again. */
const secondsUntilNextDay = (now: Date) =>
  Math.ceil((dayEnd(nicosiaDate(now)).getTime() + 1 - now.getTime()) / 1000);
