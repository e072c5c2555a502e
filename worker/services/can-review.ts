import { and, eq, sql, type SQL } from "drizzle-orm";
import { nicosiaDate } from "#schema/cyprus-time";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { reviewLimits } from "#schema/reviews";
import type { Db } from "../lib/db";
import { keyedMessage } from "#schema/api/messages";
import type { CanReview } from "#schema/api/reviews";
import { insertWhere } from "../lib/insert-where";

/** Reviews the user has written on the Nicosia day of `now`, as a query that can join a db.batch(). */
export const todaysReviewCount = (db: Db, userId: string, now: Date) =>
  db
    .select({ reviewCount: reviewLimits.reviewCount })
    .from(reviewLimits)
    .where(and(eq(reviewLimits.userId, userId), eq(reviewLimits.limitDate, nicosiaDate(now))));

/** Today's allowance from that query's rows. */
export const reviewsRemaining = (rows: { reviewCount: number }[]) =>
  Math.max(0, DAILY_REVIEW_LIMIT - (rows[0]?.reviewCount ?? 0));

/**
 * SQL condition: the user may still write a review on the Nicosia day of `now`. In the review
 * insert's WHERE, in the same db.batch() as recordReview, the check and the count cannot be raced
 * apart by concurrent submissions.
 */
export const underDailyLimit = (db: Db, userId: string, now: Date) =>
  sql`coalesce(${todaysReviewCount(db, userId, now)}, 0) < ${DAILY_REVIEW_LIMIT}`;

/** Whether the user may write a review now; `reason` says why not, by key, for the page to translate. */
export async function getCanReview(db: Db, userId: string, now: Date): Promise<CanReview> {
  const reviewsRemainingToday = reviewsRemaining(await todaysReviewCount(db, userId, now));
  const canReview = reviewsRemainingToday > 0;
  const reason = canReview ? null : keyedMessage("reviews.error.daily_limit", { count: DAILY_REVIEW_LIMIT });
  return { canReview, reason, reviewsRemainingToday };
}

/**
 * Counts one review against the user's Nicosia day, if `onlyIf` holds when it runs (the review was
 * written): a statement for the same db.batch() as the conditional review insert, so the review and
 * its count stand or fall together.
 */
export function recordReview(db: Db, userId: string, now: Date, onlyIf: SQL) {
  const row = { userId, limitDate: nicosiaDate(now), reviewCount: 1 };
  return insertWhere(db, reviewLimits, row, onlyIf).onConflictDoUpdate({
    target: [reviewLimits.userId, reviewLimits.limitDate],
    set: { reviewCount: sql`${reviewLimits.reviewCount} + 1` },
  });
}
