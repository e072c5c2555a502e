import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { reviewAppeals, reviewDecisions } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { itemColumns, toItem } from "./review-moderation";
import { statementOf } from "./review-statements";

const isOpen = eq(reviewAppeals.status, "open");

/**
 * The Appealed tab of Review Moderation: one page of the reviews whose author's appeal awaits its
 * decision, oldest appeal first (the longest waiting), each with the appeal's text and the
 * statement appealed against; and how many there are.
 */
export async function listOpenAppeals(db: Db, page: { limit: number; offset: number }) {
  const [rows, decisions, [total]] = await db.batch([
    db
      .select({
        ...itemColumns,
        appealText: reviewAppeals.text,
        // Named apart from the review's own created_at: D1 keys a row's columns by name.
        appealedAt: sql`${reviewAppeals.createdAt}`.mapWith(reviewAppeals.createdAt).as("appealed_at"),
        appealedDecisionId: reviewAppeals.appealedDecisionId,
      })
      .from(reviewAppeals)
      .innerJoin(reviews, eq(reviews.id, reviewAppeals.reviewId))
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(isOpen)
      .orderBy(asc(reviewAppeals.createdAt), asc(reviewAppeals.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select()
      .from(reviewDecisions)
      .where(
        inArray(
          reviewDecisions.id,
          db.select({ id: reviewAppeals.appealedDecisionId }).from(reviewAppeals).where(isOpen),
        ),
      ),
    db.select({ total: count() }).from(reviewAppeals).where(isOpen),
  ]);
  return {
    items: rows.map(({ appealText, appealedAt, appealedDecisionId, ...review }) => {
      const decision = decisions.find((candidate) => candidate.id === appealedDecisionId);
      return {
        ...toItem(review),
        appeal: { text: appealText, createdAt: appealedAt.toISOString() },
        statement: decision ? statementOf(decision) : null,
      };
    }),
    total: total?.total ?? 0,
  };
}
