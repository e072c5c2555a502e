import { z } from "./zod";
import { REVIEW_STATUSES, REVIEW_VOTE_TYPES } from "../enums";

/** GET /api/user/can-review; `reason` is in the requested language. */
export const canReviewSchema = z.strictObject({
  canReview: z.boolean(),
  reason: z.string(),
  reviewsRemainingToday: z.number(),
});
export type CanReview = z.infer<typeof canReviewSchema>;

/**
 * GET /api/providers/{id}/reviews?limit=&offset=: approved reviews, newest first. `userVote` is the
 * signed-in reader's own vote (null for everyone else); reviewers show only their names and picture.
 */
export const publicReviewSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  rating: z.number(),
  reviewText: z.nullable(z.string()),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime(),
  verifiedUser: z.boolean(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  userVote: z.nullable(z.enum(REVIEW_VOTE_TYPES)),
  user: z.strictObject({
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    profileImageUrl: z.nullable(z.string()),
  }),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
