import { and, desc, eq, sql } from "drizzle-orm";
import { reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { activeProviderQuery } from "./providers";

export type ReviewPage = { limit: number; offset: number };

/**
 * A page of an active provider's approved reviews, newest first, each with its author's names and
 * picture (never their e-mail) and the reader's own vote. Null when there is no such provider.
 */
export async function listApprovedReviews(
  db: Db,
  providerId: string,
  page: ReviewPage,
  readerId: string | null,
) {
  const readersVote = readerId
    ? and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.userId, readerId))
    : sql`0`;
  const [found, rows] = await db.batch([
    activeProviderQuery(db, providerId),
    db
      .select({
        id: reviews.id,
        providerId: reviews.providerId,
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        status: reviews.status,
        createdAt: reviews.createdAt,
        verifiedUser: reviews.verifiedUser,
        helpfulCount: reviews.helpfulCount,
        notHelpfulCount: reviews.notHelpfulCount,
        userVote: reviewVotes.voteType,
        authorId: reviews.userId,
        user: {
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
        },
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(reviewVotes, readersVote)
      .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "approved")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  if (found.length === 0) return null;
  return rows.map(({ authorId, ...review }) => ({ ...review, mine: authorId === readerId }));
}
