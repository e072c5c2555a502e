import { and, eq } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import type { DecisionOutcome, DecisionTrigger, ReviewStatus } from "#schema/enums";
import { reviewAppeals, reviewDecisions, reviewReports } from "#schema/moderation";
import type { DecisionGround } from "#schema/review-guidelines";
import { reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { recomputeScores } from "./provider-scores";

/** What a moderator decides: the review published, or refused with the ground it rests on. */
export type DecisionInput =
  | { status: "approved" }
  | { status: "rejected"; ground: DecisionGround; law?: string | null; facts?: string | null };

/** The review as a decision finds it, with what is waiting on it. */
async function reviewUnderDecision(db: Db, reviewId: string) {
  const [[review], openReports, [openAppeal]] = await db.batch([
    db
      .select({
        status: reviews.status,
        authorId: reviews.userId,
        flags: reviews.flags,
        providerId: reviews.providerId,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId)),
    db
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open"))),
    db
      .select({ id: reviewAppeals.id })
      .from(reviewAppeals)
      .where(and(eq(reviewAppeals.reviewId, reviewId), eq(reviewAppeals.status, "open"))),
  ]);
  return review ? { ...review, openReports: openReports.length, openAppealId: openAppeal?.id } : null;
}

/**
 * The outcome of a decision on a review in `previous` status, or null when it is no decision to
 * record: publishing a pending review, or setting the status a review already has with nothing
 * (reports, an appeal) waiting on it. An appeal is against a rejection: deciding it either restores
 * the review or keeps it rejected.
 */
function outcomeOf(previous: ReviewStatus, input: DecisionInput, waiting: boolean): DecisionOutcome | null {
  if (input.status === "rejected") {
    if (previous === "approved") return "removed";
    if (previous === "pending") return "rejected";
    return waiting ? "kept" : null;
  }
  if (previous === "rejected") return "restored";
  if (previous === "approved") return waiting ? "kept" : null;
  return null;
}

export type DecisionResult = {
  /** The recorded decision; null when the change needed none (see outcomeOf). */
  decisionId: string | null;
  outcome: DecisionOutcome | null;
  trigger: DecisionTrigger;
  previousStatus: ReviewStatus;
  status: ReviewStatus;
  authorId: string;
  providerId: string;
  /** How many open reports the decision closed. */
  closedReports: number;
};

/**
 * A moderator's decision on a review, in one batch: the review's new status, the decision with its
 * ground (the statement of reasons), every open report of the review closed by it, the open appeal
 * decided by it, and the audit row. What set it off follows from what was waiting: an open appeal,
 * else open reports, else the moderators' own initiative. A rejection records the automated flags
 * the review carried, since its statement must say whether they were involved. Null when there is
 * no such review.
 */
export async function decideReview(
  db: Db,
  actorUserId: string,
  reviewId: string,
  input: DecisionInput,
): Promise<DecisionResult | null> {
  const review = await reviewUnderDecision(db, reviewId);
  if (!review) return null;
  const trigger: DecisionTrigger = review.openAppealId
    ? "appeal"
    : review.openReports > 0
      ? "report"
      : "own_initiative";
  const outcome = outcomeOf(review.status, input, trigger !== "own_initiative");
  const result: DecisionResult = {
    decisionId: null,
    outcome,
    trigger,
    previousStatus: review.status,
    status: input.status,
    authorId: review.authorId,
    providerId: review.providerId,
    closedReports: 0,
  };
  if (review.status === input.status && !outcome) return result;

  const statusChange = db.update(reviews).set({ status: input.status }).where(eq(reviews.id, reviewId));
  const audit = (decisionId: string | null) =>
    db.insert(auditLog).values({
      actorUserId,
      action: input.status === "approved" ? "review.approve" : "review.reject",
      entityType: "review",
      entityId: reviewId,
      detailsJson: {
        providerId: review.providerId,
        authorId: review.authorId,
        previousStatus: review.status,
        decisionId,
        trigger: decisionId ? trigger : null,
        ground: input.status === "rejected" ? input.ground : null,
      },
    });
  if (!outcome) {
    await db.batch([statusChange, audit(null)]);
    await recomputeScores(db, [review.providerId], new Date());
    return result;
  }

  const decisionId = crypto.randomUUID();
  const now = new Date();
  const rejected = input.status === "rejected";
  await db.batch([
    statusChange,
    db.insert(reviewDecisions).values({
      id: decisionId,
      reviewId,
      authorId: review.authorId,
      trigger,
      outcome,
      previousStatus: review.status,
      ground: rejected ? input.ground : null,
      law: rejected && input.ground === "illegal" ? input.law?.trim() || null : null,
      facts: rejected ? input.facts?.trim() || null : null,
      automatedFlags: rejected ? review.flags.map((flag) => flag.kind) : [],
      decidedBy: actorUserId,
    }),
    db
      .update(reviewReports)
      .set({ status: "closed", decisionId, closedAt: now })
      .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, "open"))),
    db
      .update(reviewAppeals)
      .set({ status: "decided", decisionId, decidedAt: now })
      .where(and(eq(reviewAppeals.reviewId, reviewId), eq(reviewAppeals.status, "open"))),
    audit(decisionId),
  ]);
  // The provider's score counts approved reviews only: recomputed right after the decision.
  await recomputeScores(db, [review.providerId], now);
  return { ...result, decisionId, closedReports: review.openReports };
}
