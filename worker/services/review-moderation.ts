import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import type { ReviewStatus } from "#schema/enums";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { recomputeScores } from "./provider-scores";
import { reportedReviewsCount } from "./review-reports";

export type ModerationQuery = {
  status: ReviewStatus | "all";
  /** true: only reviews with flags; false: only those without; undefined: both. */
  flagged?: boolean;
  limit: number;
  offset: number;
};

const isFlagged = sql<boolean>`json_array_length(${reviews.flags}) > 0`;

export const itemColumns = {
  id: reviews.id,
  providerId: reviews.providerId,
  providerName: providers.brand,
  userId: reviews.userId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userEmail: users.email,
  rating: reviews.rating,
  status: reviews.status,
  reviewText: reviews.reviewText,
  helpfulCount: reviews.helpfulCount,
  notHelpfulCount: reviews.notHelpfulCount,
  // The author's verification as it is now: a review written before they verified shows the badge too.
  verifiedUser: users.emailVerified,
  flags: reviews.flags,
  createdAt: reviews.createdAt,
};

/** Reviews with their provider's brand and their author's name and e-mail. */
const selectItems = (db: Db, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where);

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** The author as moderators see them: username, else first and last name, else null. */
export function toItem({ username, firstName, lastName, ...row }: ItemRow) {
  const fullName = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return { ...row, userName: username || fullName || null };
}

const flaggedFilter = (flagged: boolean | undefined) =>
  flagged === undefined ? undefined : flagged ? isFlagged : sql`not ${isFlagged}`;

/**
 * One page of the reviews in a tab, newest first, and the count of every tab (under the same
 * flagged filter, so a tab's count is what its pages hold), counted by SQL in one grouped query.
 * `counts.flagged` is the pending reviews with flags: those awaiting a closer look; `counts.reports`
 * the reviews with open reports (the reports queue).
 */
export async function listModerationReviews(db: Db, query: ModerationQuery) {
  const byStatus = query.status === "all" ? undefined : eq(reviews.status, query.status);
  const [rows, perStatus, [reported]] = await db.batch([
    selectItems(db, and(byStatus, flaggedFilter(query.flagged)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        status: reviews.status,
        total: sql<number>`count(*)`,
        flagged: sql<number>`coalesce(sum(${isFlagged}), 0)`,
      })
      .from(reviews)
      .groupBy(reviews.status),
    reportedReviewsCount(db),
  ]);
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0, flagged: 0, reports: reported?.count ?? 0 };
  for (const { status, total, flagged } of perStatus) {
    const shown = query.flagged === undefined ? total : query.flagged ? flagged : total - flagged;
    counts[status] = shown;
    counts.all += shown;
    if (status === "pending") counts.flagged = flagged;
  }
  return { items: rows.map(toItem), counts };
}

const currentReview = (db: Db, id: string) =>
  db
    .select({ status: reviews.status, providerId: reviews.providerId, authorId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, id));

type CurrentReview = Awaited<ReturnType<typeof currentReview>>[number];

/** The audit row of a moderation: which review, its provider and author, and the status it had. */
const auditRow = (db: Db, actorUserId: string, action: string, id: string, review: CurrentReview) =>
  db.insert(auditLog).values({
    actorUserId,
    action,
    entityType: "review",
    entityId: id,
    detailsJson: {
      providerId: review.providerId,
      authorId: review.authorId,
      previousStatus: review.status,
    },
  });

/** One review as the moderation list shows it; null when there is no such review. */
export async function moderatedReview(db: Db, id: string) {
  const [row] = await selectItems(db, eq(reviews.id, id));
  return row ? toItem(row) : null;
}

/** Deletes a review (its votes and fingerprints go with it) and audits it in the same batch. */
export async function deleteReview(db: Db, actorUserId: string, id: string): Promise<boolean> {
  const [current] = await currentReview(db, id);
  if (!current) return false;
  await db.batch([
    db.delete(reviews).where(eq(reviews.id, id)),
    auditRow(db, actorUserId, "review.delete", id, current),
  ]);
  await recomputeScores(db, [current.providerId], new Date());
  return true;
}
