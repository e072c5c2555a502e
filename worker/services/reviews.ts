import { and, desc, eq, or, sql } from "drizzle-orm";
import type { ReplyStatus } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { publicIdOf } from "#schema/public-name";
import { REPLY_EDIT_WINDOW_MS } from "#schema/reply-rules";
import { providers } from "#schema/providers";
import { reviewReplies } from "#schema/representatives";
import { reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { ofProvider, providerNamed } from "./providers";
import { type Reader, readerOf } from "./reader";
import { voteRefusal } from "./review-votes";

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
  brand: providers.brand,
  // Named apart from the review's own columns: D1 keys a row's columns by name.
  replyText: sql<string | null>`${reviewReplies.text}`.as("reply_text"),
  replyStatus: sql<ReplyStatus | null>`${reviewReplies.status}`.as("reply_status"),
  replyProviderId: sql<string | null>`${reviewReplies.providerId}`.as("reply_provider_id"),
  replyCreatedAt: sql`${reviewReplies.createdAt}`.mapWith(reviewReplies.createdAt).as("reply_created_at"),
};

/**
 * Reviews as `readerId` sees them: each with its author's public name and picture (never their
 * e-mail or real name), the reader's own vote, and the company's reply in whatever status (`seenBy`
 * keeps what the reader may see). Finish with .where(); pass the rows through `seenBy`.
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
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .leftJoin(reviewVotes, readersVote)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .$dynamic();
}

type ReviewRow = {
  providerId: string;
  status: string;
  authorId: string;
  user: { username: string | null; profileImageUrl: string | null };
  brand: string;
  replyText: string | null;
  replyStatus: ReplyStatus | null;
  replyProviderId: string | null;
  replyCreatedAt: Date | null;
};

/**
 * Marks the reader's own reviews (no vote buttons on them) and gives the author's public id, both in
 * place of the author's id. Keeps the company's reply only where the reader may see it: approved,
 * or written for the provider the reader answers for (pending or rejected); and says what the
 * reader may do about it, which only a representative of the review's provider may write, edit
 * (within its window) or delete.
 */
export const seenBy =
  (reader: Reader, now: Date) =>
  <R extends ReviewRow>({
    authorId,
    user,
    brand,
    replyText,
    replyStatus,
    replyProviderId,
    replyCreatedAt,
    ...review
  }: R) => {
    const answersForIt = reader.providerId !== null && reader.providerId === review.providerId;
    const shown =
      replyStatus === "approved" || (replyProviderId !== null && replyProviderId === reader.providerId);
    const reply =
      shown && replyText !== null && replyStatus !== null && replyCreatedAt !== null
        ? { text: replyText, status: replyStatus, createdAt: replyCreatedAt }
        : null;
    return {
      ...review,
      user: {
        username: user.username,
        publicId: publicIdOf(authorId),
        profileImageUrl: user.profileImageUrl,
      },
      mine: authorId === reader.id,
      reply: reply && {
        text: reply.text,
        brand,
        status: reply.status,
        createdAt: reply.createdAt.toISOString(),
        viewerMayEdit: answersForIt && now.getTime() - reply.createdAt.getTime() < REPLY_EDIT_WINDOW_MS,
        viewerMayDelete: answersForIt,
      },
      viewerMayReply: answersForIt && review.status === "approved" && !reply,
      viewerMayVote: reader.id !== null && voteRefusal(reader, { authorId, status: review.status }) === null,
    };
  };

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
  // Asked together with the reviews (a page's reads share one round trip to D1).
  const [reader, [found, rows]] = await Promise.all([
    readerOf(db, readerId),
    db.batch([
      named,
      reviewsSeenBy(db, readerId)
        .where(and(ofProvider(reviews.providerId, named), visibleTo(readerId)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset),
    ]),
  ]);
  if (found.length === 0) return null;
  return rows.map(seenBy(reader, new Date()));
}
