import { and, asc, count, eq } from "drizzle-orm";
import { externalRatings, reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { activeProviderQuery } from "./providers";

type Stars = 1 | 2 | 3 | 4 | 5;

export type RatingsSummary = {
  overallRating: number;
  totalReviews: number;
  ratingBreakdown: Record<Stars, number>;
  externalRatings: { id: string; source: ExternalSource; rating: number; reviewCount: number }[];
};
type ExternalSource = (typeof externalRatings.$inferSelect)["source"];

const externalRatingColumns = {
  id: externalRatings.id,
  source: externalRatings.source,
  rating: externalRatings.rating,
  reviewCount: externalRatings.reviewCount,
};

const externalRatingsOf = (db: Db, providerId: string) =>
  db
    .select({ ...externalRatingColumns, url: externalRatings.url })
    .from(externalRatings)
    .where(eq(externalRatings.providerId, providerId))
    .orderBy(asc(externalRatings.source));

/** Spec §5: the site's own rating counts approved reviews only; one decimal. Null: no such provider. */
export async function ratingsSummary(db: Db, providerId: string): Promise<RatingsSummary | null> {
  const [found, perStar, external] = await db.batch([
    activeProviderQuery(db, providerId),
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(eq(reviews.providerId, providerId), eq(reviews.status, "approved")))
      .groupBy(reviews.rating),
    externalRatingsOf(db, providerId),
  ]);
  if (found.length === 0) return null;
  const ratingBreakdown: Record<Stars, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of perStar) ratingBreakdown[row.rating as Stars] = row.count;
  const totalReviews = perStar.reduce((sum, row) => sum + row.count, 0);
  const starSum = perStar.reduce((sum, row) => sum + row.rating * row.count, 0);
  return {
    overallRating: totalReviews === 0 ? 0 : Math.round((starSum / totalReviews) * 10) / 10,
    totalReviews,
    ratingBreakdown,
    externalRatings: external.map(({ url: _url, ...rating }) => rating),
  };
}

/** What other sites say about an active provider; null when there is no such provider. */
export async function listExternalRatings(db: Db, providerId: string) {
  const [found, external] = await db.batch([
    activeProviderQuery(db, providerId),
    externalRatingsOf(db, providerId),
  ]);
  return found.length === 0 ? null : external;
}
