import { and, eq, gt, sql } from "drizzle-orm";
import type { PublicReply } from "#schema/api/review-replies";
import { auditLog } from "#schema/audit";
import { REPLY_EDIT_HOURS, REPLY_EDIT_WINDOW_MS } from "#schema/reply-rules";
import { reviewReplies, type ReviewReply } from "#schema/representatives";
import { reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { isUniqueViolation } from "../lib/unique-violation";
import { auditEntry } from "./audit";
import { representationOf, type Representation } from "./representatives";

/** A representative's write to the reply of review `reviewId`, at `now`. */
export type ReplyWrite = { reviewId: string; userId: string; now: Date };

const ENTITY = "review_reply";
const ONE_REPLY_PER_REVIEW = /review_replies\.review_id/;

/** The provider the user answers for: only an active representative may write replies (403). */
async function representing(db: Db, userId: string): Promise<Representation> {
  const representation = await representationOf(db, userId);
  if (!representation) throw apiError(403, "replies.error.not_representative");
  return representation;
}

/** The reply as its company sees it: fresh from a write, so every action still open is offered. */
const ownReply = (reply: ReviewReply, brand: string, now: Date): PublicReply => ({
  text: reply.text,
  brand,
  status: reply.status,
  createdAt: reply.createdAt.toISOString(),
  viewerMayEdit: now.getTime() - reply.createdAt.getTime() < REPLY_EDIT_WINDOW_MS,
  viewerMayDelete: true,
});

const publishedReviewOf = (reviewId: string, providerId: string) =>
  sql`exists (select 1 from ${reviews} where ${reviews.id} = ${reviewId} and ${reviews.providerId} = ${providerId} and ${reviews.status} = 'approved')`;

/**
 * The company's one reply to a published review of its provider, pending moderation and audited
 * in the same batch. 404 for an unknown or unpublished review, 403 for another provider's review,
 * 409 when the review already has a reply (the unique index decides a race).
 */
export async function postReply(db: Db, write: ReplyWrite & { text: string }) {
  const { reviewId, userId, text, now } = write;
  const { providerId, brand } = await representing(db, userId);
  const [review] = await db
    .select({ providerId: reviews.providerId, status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!review || review.status !== "approved") throw apiError(404, "reviews.error.not_found");
  if (review.providerId !== providerId) throw apiError(403, "replies.error.not_representative");
  const id = crypto.randomUUID();
  const row = { id, reviewId, providerId, authorId: userId, text, createdAt: now, updatedAt: now };
  try {
    const [[created]] = await db.batch([
      insertWhere(db, reviewReplies, row, publishedReviewOf(reviewId, providerId)).returning(),
      auditEntry(db, userId, "review_reply.create", { type: ENTITY, id }, { reviewId, providerId }),
    ]);
    if (!created) throw apiError(404, "reviews.error.not_found"); // unpublished meanwhile
    return ownReply(created, brand, now);
  } catch (error) {
    if (isUniqueViolation(error, ONE_REPLY_PER_REVIEW)) throw apiError(409, "replies.error.already_replied");
    throw error;
  }
}

/** The reply to review `reviewId` if the user's provider wrote it: 404 when there is none, 403 for another's. */
async function ownedReply(db: Db, reviewId: string, userId: string) {
  const representation = await representing(db, userId);
  const [reply] = await db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId));
  if (!reply) throw apiError(404, "replies.error.not_found");
  if (reply.providerId !== representation.providerId) throw apiError(403, "replies.error.not_representative");
  return { reply, representation };
}

/**
 * A new text for the reply, within 24 hours of its writing only (409 after): it goes back to
 * moderation, so an approved reply cannot be turned into something else unseen. Audited.
 */
export async function editReply(db: Db, write: ReplyWrite & { text: string }) {
  const { reviewId, userId, text, now } = write;
  const { reply, representation } = await ownedReply(db, reviewId, userId);
  const windowOpen = gt(reviewReplies.createdAt, new Date(now.getTime() - REPLY_EDIT_WINDOW_MS));
  const [[edited]] = await db.batch([
    db
      .update(reviewReplies)
      .set({ text, status: "pending", updatedAt: now, moderatedBy: null, moderatedAt: null })
      .where(and(eq(reviewReplies.id, reply.id), windowOpen))
      .returning(),
    insertWhere(
      db,
      auditLog,
      {
        actorUserId: userId,
        action: "review_reply.edit",
        entityType: ENTITY,
        entityId: reply.id,
        detailsJson: { reviewId, providerId: reply.providerId },
      },
      // Only when the edit was made (inside the window), as the update above leaves it.
      sql`exists (select 1 from ${reviewReplies} where ${reviewReplies.id} = ${reply.id} and ${reviewReplies.updatedAt} = ${now.getTime()})`,
    ),
  ]);
  if (!edited) throw apiError(409, "replies.error.edit_window", { count: REPLY_EDIT_HOURS });
  return ownReply(edited, representation.brand, now);
}

/** Removes the reply (the row goes), at any time, audited. */
export async function deleteReply(db: Db, write: ReplyWrite) {
  const { reply } = await ownedReply(db, write.reviewId, write.userId);
  await db.batch([
    db.delete(reviewReplies).where(eq(reviewReplies.id, reply.id)),
    auditEntry(
      db,
      write.userId,
      "review_reply.delete",
      { type: ENTITY, id: reply.id },
      { reviewId: reply.reviewId, providerId: reply.providerId, status: reply.status },
    ),
  ]);
}
