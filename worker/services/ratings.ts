import { and, asc, count, eq } from "drizzle-orm";
import type { Locale } from "#schema/locales";
import { externalRatings, reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { ofProvider, providerNamed } from "./providers";

type Stars = 1 | 2 | 3 | 4 | 5;

export type RatingsSummary = {
  overallRating: number;
  totalReviews: number;
  ratingBreakdown: Record<Stars, number>;
  externalRatings: {
    id: string;
    source: ExternalSource;
    rating: number;
    scale: number;
    reviewCount: number;
  }[];
};
type ExternalSource = (typeof externalRatings.$inferSelect)["source"];

const externalRatingColumns = {
  id: externalRatings.id,
  source: externalRatings.source,
  rating: externalRatings.rating,
  scale: externalRatings.scale,
  reviewCount: externalRatings.reviewCount,
};

const externalRatingsOf = (db: Db, named: ReturnType<typeof providerNamed>) =>
  db
    .select({ ...externalRatingColumns, url: externalRatings.url })
    .from(externalRatings)
    .where(ofProvider(externalRatings.providerId, named))
    .orderBy(asc(externalRatings.source));

/**
 * The site's own rating counts approved reviews only; one decimal. `key` names the
 * provider as `providerNamed` reads it. Null: no such active provider.
 */
export async function ratingsSummary(db: Db, key: string, locale: Locale): Promise<RatingsSummary | null> {
  const named = providerNamed(db, key, locale);
  const [found, perStar, external] = await db.batch([
    named,
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(ofProvider(reviews.providerId, named), eq(reviews.status, "approved")))
      .groupBy(reviews.rating),
    externalRatingsOf(db, named),
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

/** What other sites say about the active provider `key` names; null when there is none. */
export async function listExternalRatings(db: Db, key: string, locale: Locale) {
  const named = providerNamed(db, key, locale);
  const [found, external] = await db.batch([named, externalRatingsOf(db, named)]);
  return found.length === 0 ? null : external;
}
