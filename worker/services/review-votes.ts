import { and, eq, exists, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { MessageKey } from "#schema/api/messages";
import type { ReviewVoteType } from "#schema/enums";
import { providers } from "#schema/providers";
import { reviews, reviewVotes } from "#schema/reviews";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { type Reader, readerOf } from "./reader";

/** One user's vote on one review. */
export type Voter = { reviewId: string; userId: string };

/**
 * Why a signed-in `reader` may not vote on a review (by `authorId`, in `status`; undefined when there
 * is no such review of an active provider), or null when they may. Votes go only to approved reviews
 * (404 otherwise), never to one's own, and never from a company's representative (403): a company
 * would weigh its own and its rivals' reviews. The review list offers the vote by the same rule.
 */
export function voteRefusal(
  reader: Reader,
  review: { authorId: string; status: string } | undefined,
): { status: 403 | 404; key: MessageKey } | null {
  if (reader.providerId !== null) return { status: 403, key: "reviews.error.representative_vote" };
  if (review?.status !== "approved") return { status: 404, key: "reviews.error.not_found" };
  if (review.authorId === reader.id) return { status: 403, key: "reviews.error.own_review_vote" };
  return null;
}

/**
 * Checked before the batch, for the answer; the vote itself is written only if the review is still
 * approved when the batch runs, and the counts always follow the votes.
 */
async function assertVotable(db: Db, { reviewId, userId }: Voter) {
  const [reader, [review]] = await Promise.all([
    readerOf(db, userId),
    db
      .select({ authorId: reviews.userId, status: reviews.status })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(and(eq(reviews.id, reviewId), eq(providers.active, true))),
  ]);
  const refusal = voteRefusal(reader, review);
  if (refusal) throw apiError(refusal.status, refusal.key);
}

const votesOfType = (db: Db, reviewId: string, voteType: ReviewVoteType) =>
  db.$count(reviewVotes, and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voteType, voteType)));

/** Both counts recomputed from review_votes: run in the batch that changes a vote, they never drift. */
const recount = (db: Db, reviewId: string) =>
  db
    .update(reviews)
    .set({
      helpfulCount: votesOfType(db, reviewId, "helpful"),
      notHelpfulCount: votesOfType(db, reviewId, "not_helpful"),
    })
    .where(eq(reviews.id, reviewId));

/** The counts and the voter's own vote, as the batch leaves them. */
const voteResult = (db: Db, { reviewId, userId }: Voter) =>
  db
    .select({
      helpfulCount: reviews.helpfulCount,
      notHelpfulCount: reviews.notHelpfulCount,
      userVote: reviewVotes.voteType,
    })
    .from(reviews)
    .leftJoin(reviewVotes, and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.userId, userId)))
    .where(eq(reviews.id, reviewId));

/** A vote change, then the recount, in one transaction; answers the counts as they now stand. */
async function changeVote(db: Db, voter: Voter, change: BatchItem<"sqlite">) {
  await assertVotable(db, voter);
  const [, , [result]] = await db.batch([change, recount(db, voter.reviewId), voteResult(db, voter)]);
  if (!result) throw apiError(404, "reviews.error.not_found"); // deleted meanwhile
  return result;
}

const stillApproved = (db: Db, reviewId: string) =>
  exists(
    db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "approved"))),
  );

/** Casts or changes the user's vote; casting the vote already held changes nothing. */
export const castVote = (db: Db, voter: Voter, voteType: ReviewVoteType) =>
  changeVote(
    db,
    voter,
    insertWhere(
      db,
      reviewVotes,
      { ...voter, voteType },
      stillApproved(db, voter.reviewId),
    ).onConflictDoUpdate({
      target: [reviewVotes.reviewId, reviewVotes.userId],
      set: { voteType, updatedAt: new Date() },
      setWhere: ne(reviewVotes.voteType, voteType),
    }),
  );

/** Removes the user's vote, if they hold one. */
export const removeVote = (db: Db, voter: Voter) =>
  changeVote(
    db,
    voter,
    db
      .delete(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, voter.reviewId), eq(reviewVotes.userId, voter.userId))),
  );
