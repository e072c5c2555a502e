import { z } from "./zod";

/** Spec §9: a user may post up to 10 reviews a day (a day in Cyprus time). */
export const DAILY_REVIEW_LIMIT = 10;

/** GET /api/user/can-review; `reason` is in the requested language. */
export const canReviewSchema = z.strictObject({
  canReview: z.boolean(),
  reason: z.string(),
  reviewsRemainingToday: z.number(),
});
export type CanReview = z.infer<typeof canReviewSchema>;
