import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { MyReview, ReviewAppeal } from "#schema/api/review-decisions";
import type { Locale } from "#schema/locales";
import { reviewAppeals, reviewDecisions } from "#schema/moderation";
import { providers, providersI18n } from "#schema/providers";
import { localizedUrl, providerPagePath } from "#schema/public-pages";
import { reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { recomputeScores } from "./provider-scores";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import { localesToRead } from "./locale-fallback";
import { ofProvider, providerNamed } from "./providers";
import { authorsDecisions, statementOf } from "./review-statements";

/**
 * The user's reviews; of one provider only with `provider` (its id or a slug, found as the provider
 * page finds it, so the page can ask for them together with the provider, before it knows the id).
 */
const ownReviews = (db: Db, userId: string, locale: Locale, provider?: string) =>
  and(
    eq(reviews.userId, userId),
    provider === undefined ? undefined : ofProvider(reviews.providerId, providerNamed(db, provider, locale)),
  );

/**
 * The user's reviews (of one provider only, with `provider`: its id or slug), newest first, each with its
 * provider (its public page in `locale`, while it is listed), the latest decision its author is told
 * of (the statement of reasons), and its appeal with the decision on it. A rejected review whose
 * one appeal is unused can be appealed.
 */
export async function listMyReviews(
  db: Db,
  userId: string,
  locale: Locale,
  provider?: string,
): Promise<MyReview[]> {
  const mine = ownReviews(db, userId, locale, provider);
  const idsOfMine = db.select({ id: reviews.id }).from(reviews).where(mine);
  const [rows, slugs, decisions, appeals] = await db.batch([
    db
      .select({
        id: reviews.id,
        providerId: reviews.providerId,
        providerName: providers.brand,
        providerActive: providers.active,
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(mine)
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
    db
      .select({
        providerId: providersI18n.providerId,
        locale: providersI18n.locale,
        slug: providersI18n.slug,
      })
      .from(providersI18n)
      .where(
        and(
          inArray(providersI18n.locale, localesToRead(locale)),
          inArray(providersI18n.providerId, db.select({ id: reviews.providerId }).from(reviews).where(mine)),
        ),
      ),
    db
      .select()
      .from(reviewDecisions)
      .where(authorsDecisions(inArray(reviewDecisions.reviewId, idsOfMine)))
      .orderBy(desc(reviewDecisions.createdAt)),
    db.select().from(reviewAppeals).where(inArray(reviewAppeals.reviewId, idsOfMine)),
  ]);
  return rows.map((row) => {
    const slug =
      slugs.find((s) => s.providerId === row.providerId && s.locale === locale)?.slug ??
      slugs.find((s) => s.providerId === row.providerId)?.slug ??
      row.providerId;
    const latest = decisions.find((decision) => decision.reviewId === row.id);
    const appeal = appeals.find((candidate) => candidate.reviewId === row.id);
    const appealDecision =
      appeal?.decisionId && decisions.find((decision) => decision.id === appeal.decisionId);
    return {
      id: row.id,
      provider: {
        id: row.providerId,
        name: row.providerName,
        path: row.providerActive ? localizedUrl("", locale, providerPagePath(slug)) : null,
      },
      rating: row.rating,
      reviewText: row.reviewText,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      statement: latest ? statementOf(latest) : null,
      canAppeal: row.status === "rejected" && !appeal,
      appeal: appeal
        ? {
            text: appeal.text,
            status: appeal.status,
            createdAt: appeal.createdAt.toISOString(),
            decision: appealDecision ? statementOf(appealDecision) : null,
          }
        : null,
    };
  });
}

/**
 * Deletes the user's own review (its votes and fingerprints go with it); the provider's ratings and
 * counts are computed from the reviews, and the public pages' content version is renewed by the
 * table's trigger. False when the user has no such review.
 */
export async function deleteMyReview(db: Db, userId: string, reviewId: string): Promise<boolean> {
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .returning({ id: reviews.id, providerId: reviews.providerId });
  await recomputeScores(
    db,
    deleted.map((review) => review.providerId),
    new Date(),
  );
  return deleted.length > 0;
}

/**
 * The author's one appeal against the rejection of their review, against its latest decision: it
 * waits in the moderation queue until a moderator decides it (finally). 404 for a review that is not
 * theirs, 409 for one that is not rejected or already appealed. The insert checks the status as it
 * runs, and the unique review_id makes a second appeal impossible, however close together they come.
 */
export async function appealReview(
  db: Db,
  userId: string,
  reviewId: string,
  text: string,
): Promise<ReviewAppeal> {
  const [review] = await db
    .select({ status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  if (!review) throw apiError(404, "reviews.error.not_found");
  if (review.status !== "rejected") throw apiError(409, "reviews.error.not_rejected");
  const latestDecision = db
    .select({ id: reviewDecisions.id })
    .from(reviewDecisions)
    .where(authorsDecisions(eq(reviewDecisions.reviewId, reviewId)))
    .orderBy(desc(reviewDecisions.createdAt))
    .limit(1);
  const stillRejected = sql`exists (select 1 from ${reviews} where ${and(
    eq(reviews.id, reviewId),
    eq(reviews.status, "rejected"),
  )})`;
  const inserted = await insertWhere(
    db,
    reviewAppeals,
    { reviewId, userId, text, appealedDecisionId: sql`(${latestDecision})` },
    stillRejected,
  )
    .onConflictDoNothing()
    .returning();
  const [appeal] = inserted;
  if (!appeal) throw apiError(409, "reviews.error.already_appealed");
  return {
    text: appeal.text,
    status: appeal.status,
    createdAt: appeal.createdAt.toISOString(),
    decision: null,
  };
}
