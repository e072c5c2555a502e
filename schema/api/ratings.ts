import { z } from "./zod";
import { EXTERNAL_RATING_SOURCES } from "../enums";

const source = z.enum(EXTERNAL_RATING_SOURCES);

/** GET /api/providers/{id}/external-ratings: what other sites say, each on its own scale. */
export const externalRatingSchema = z.strictObject({
  id: z.string(),
  source,
  rating: z.number(),
  /** The source's best score: the rating reads "rating / scale". */
  scale: z.number(),
  reviewCount: z.number(),
  url: z.nullable(z.string()),
});
export type ExternalRating = z.infer<typeof externalRatingSchema>;

/**
 * GET /api/providers/{id}/ratings: the site's own rating from approved reviews only (one decimal; 0
 * when there are none), the count per star, and the external ratings beside it.
 */
export const ratingsSummarySchema = z.strictObject({
  overallRating: z.number(),
  totalReviews: z.number(),
  ratingBreakdown: z.strictObject({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
  }),
  externalRatings: z.array(
    z.strictObject({
      id: z.string(),
      source,
      rating: z.number(),
      scale: z.number(),
      reviewCount: z.number(),
    }),
  ),
});
export type RatingsSummary = z.infer<typeof ratingsSummarySchema>;
