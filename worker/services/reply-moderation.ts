import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AdminReplyQueue, ReplyDecisionInput } from "#schema/api/review-replies";
import { auditLog } from "#schema/audit";
import { providers } from "#schema/providers";
import { reviewReplies } from "#schema/representatives";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";

const isPending = eq(reviewReplies.status, "pending");

/**
 * The replies queue: one page of the replies awaiting moderation, the longest waiting first (an
 * edit waits from its edit), each with the review it answers; and how many there are.
 */
export async function listPendingReplies(
  db: Db,
  page: { limit: number; offset: number },
): Promise<AdminReplyQueue> {
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: reviewReplies.id,
        text: reviewReplies.text,
        createdAt: reviewReplies.createdAt,
        updatedAt: reviewReplies.updatedAt,
        providerId: reviewReplies.providerId,
        brand: providers.brand,
        // Named apart from the reply's own columns: D1 keys a row's columns by name.
        reviewId: sql<string>`${reviews.id}`.as("answered_review_id"),
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        reviewStatus: sql<string>`${reviews.status}`.as("answered_review_status"),
        reviewCreatedAt: sql`${reviews.createdAt}`
          .mapWith(reviews.createdAt)
          .as("answered_review_created_at"),
        username: users.username,
      })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(providers, eq(providers.id, reviewReplies.providerId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(isPending)
      .orderBy(asc(reviewReplies.updatedAt), asc(reviewReplies.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviewReplies).where(isPending),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      providerId: row.providerId,
      brand: row.brand,
      review: {
        id: row.reviewId,
        rating: row.rating,
        reviewText: row.reviewText,
        status: row.reviewStatus as AdminReplyQueue["items"][number]["review"]["status"],
        userName: row.username,
        createdAt: row.reviewCreatedAt.toISOString(),
      },
    })),
    total: total?.total ?? 0,
  };
}

/**
 * A moderator's decision on a pending reply, and its audit row, in one batch; the audit row is
 * written only if the decision was (the reply still pending). 404 for no such reply, 409 when it
 * was decided meanwhile (or edited: an edit is a new pending reply, decided afresh).
 */
export async function decideReply(db: Db, actorUserId: string, replyId: string, input: ReplyDecisionInput) {
  const now = new Date();
  const [[decided]] = await db.batch([
    db
      .update(reviewReplies)
      .set({ status: input.status, moderatedBy: actorUserId, moderatedAt: now })
      .where(and(eq(reviewReplies.id, replyId), isPending))
      .returning({ id: reviewReplies.id, reviewId: reviewReplies.reviewId }),
    insertWhere(
      db,
      auditLog,
      {
        actorUserId,
        action: "review_reply.moderate",
        entityType: "review_reply",
        entityId: replyId,
        detailsJson: { status: input.status },
      },
      sql`exists (select 1 from ${reviewReplies} where ${reviewReplies.id} = ${replyId} and ${reviewReplies.moderatedAt} = ${now.getTime()} and ${reviewReplies.moderatedBy} = ${actorUserId})`,
    ),
  ]);
  if (decided) return decided;
  const [exists] = await db
    .select({ id: reviewReplies.id })
    .from(reviewReplies)
    .where(eq(reviewReplies.id, replyId));
  throw exists ? apiError(409, "replies.error.already_decided") : apiError(404, "replies.error.not_found");
}
