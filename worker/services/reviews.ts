import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Locale } from "#schema/locales";
import { publicIdOf } from "#schema/public-name";
import { reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { ofProvider, providerNamed } from "./providers";

export type ReviewPage = { limit: number; offset: number };

const publicReviewColumns = {
  id: reviews.id,
  providerId: reviews.providerId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  status: reviews.status,
  createdAt: reviews.createdAt,
  // The author's verification as it is now: a review written before they verified shows the badge too.
  verifiedUser: users.emailVerified,
  helpfulCount: reviews.helpfulCount,
  notHelpfulCount: reviews.notHelpfulCount,
  userVote: reviewVotes.voteType,
  authorId: reviews.userId,
  user: {
    username: users.username,
    profileImageUrl: users.profileImageUrl,
  },
};

/**
 * Reviews as `readerId` sees them: each with its author's public name and picture (never their
 * e-mail or real name) and the reader's own vote. Finish with .where(); pass the rows through `seenBy`.
 */
export function reviewsSeenBy(db: Db, readerId: string | null) {
  // An anonymous reader's `user_id = null` matches no vote through the same index lookup as a
  // member's; a constant false ON instead makes SQLite read every vote for every review.
  const readersVote = and(
    eq(reviewVotes.reviewId, reviews.id),
    eq(reviewVotes.userId, readerId ?? sql`null`),
  );
  return db
    .select(publicReviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(reviewVotes, readersVote)
    .$dynamic();
}

/**
 * Marks the reader's own reviews (no vote buttons on them) and gives the author's public id, both in
 * place of the author's id.
 */
export const seenBy =
  (readerId: string | null) =>
  <R extends { authorId: string; user: { username: string | null; profileImageUrl: string | null } }>({
    authorId,
    user,
    ...review
  }: R) => ({
    ...review,
    user: { username: user.username, publicId: publicIdOf(authorId), profileImageUrl: user.profileImageUrl },
    mine: authorId === readerId,
  });

/** What the public sees of a provider's reviews, plus the reader's own review while it awaits moderation. */
const visibleTo = (readerId: string | null) =>
  or(
    eq(reviews.status, "approved"),
    readerId ? and(eq(reviews.status, "pending"), eq(reviews.userId, readerId)) : undefined,
  );

/**
 * A page of the approved reviews of the active provider `key` names (`providerNamed`) and the
 * reader's own pending one, newest first. Never anyone else's pending or rejected review. Null when
 * there is no such provider.
 */
export async function listProviderReviews(
  db: Db,
  key: string,
  locale: Locale,
  page: ReviewPage,
  readerId: string | null,
) {
  const named = providerNamed(db, key, locale);
  const [found, rows] = await db.batch([
    named,
    reviewsSeenBy(db, readerId)
      .where(and(ofProvider(reviews.providerId, named), visibleTo(readerId)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  if (found.length === 0) return null;
  return rows.map(seenBy(readerId));
}
