import { hasControlCharacters } from "../control-characters";
import { REVIEW_STATUSES, REVIEW_VOTE_TYPES } from "../enums";
import { REVIEW_TEXT_MAX_LENGTH, REVIEW_TEXT_MIN_LENGTH } from "../review-rules";
import { messageRef as message } from "./messages";
import { publicReplySchema } from "./review-replies";
import { reviewStatementSchema } from "./review-decisions";
import { z } from "./zod";

/** GET /api/user/can-review; `reason`, when the user may not, is a catalogue message the page translates. */
export const canReviewSchema = z.strictObject({
  canReview: z.boolean(),
  reason: z.nullable(
    z.strictObject({
      message: z.string(),
      messageKey: z.string(),
      params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
  reviewsRemainingToday: z.number(),
});
export type CanReview = z.infer<typeof canReviewSchema>;

/**
 * GET /api/providers/{id}/reviews?limit=&offset=: approved reviews, newest first, and for a signed-in
 * reader their own pending review too (status 'pending'). `userVote` is the signed-in reader's own
 * vote (null for everyone else); reviewers show only their names and picture, never their e-mail.
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
  /** The reader wrote it: no vote buttons (one cannot vote on one's own review). */
  mine: z.boolean(),
  /** The author as the public sees them: username, else the id's first characters (schema/public-name.ts). */
  user: z.strictObject({
    username: z.nullable(z.string()),
    publicId: z.string(),
    profileImageUrl: z.nullable(z.string()),
  }),
  /** The company's reply: approved for everyone; the company's own representative sees theirs in any status. */
  reply: z.nullable(publicReplySchema),
  /** The reader is an active representative of the review's provider, and it is published and unanswered. */
  viewerMayReply: z.boolean(),
  /**
   * The reader may vote on it: signed in, not its author, it is published, and they answer for no
   * company (the server refuses a representative's vote on any review).
   */
  viewerMayVote: z.boolean(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

const reviewTextTooShort = message("reviews.validation_min_length", { count: REVIEW_TEXT_MIN_LENGTH });

/**
 * POST /api/reviews; the review form checks the same. Length counts the text without surrounding
 * whitespace; line breaks and tabs are welcome, other control characters are not.
 */
export const reviewInputSchema = z.object({
  providerId: z.string(message("reviews.error.provider_not_found")).check(z.minLength(1), z.maxLength(100)),
  rating: z.int(message("reviews.rating_required")).check(z.gte(1), z.lte(5)),
  reviewText: z.string(reviewTextTooShort).check(
    z.trim(),
    z.minLength(REVIEW_TEXT_MIN_LENGTH, reviewTextTooShort),
    z.maxLength(
      REVIEW_TEXT_MAX_LENGTH,
      message("reviews.validation_max_length", { count: REVIEW_TEXT_MAX_LENGTH }),
    ),
    z.refine(
      (text) => !hasControlCharacters(text.replace(/[\t\n\r]/g, "")),
      message("reviews.validation_control_characters"),
    ),
  ),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** POST /api/reviews (201): the new review as its author sees it (status pending) and today's allowance. */
export const createdReviewSchema = z.strictObject({
  review: publicReviewSchema,
  reviewsRemainingToday: z.number(),
});
export type CreatedReview = z.infer<typeof createdReviewSchema>;

/** POST /api/reviews/{id}/vote. */
export const voteInputSchema = z.object({
  voteType: z.enum(REVIEW_VOTE_TYPES, message("reviews.error.vote_type")),
});

/** POST and DELETE /api/reviews/{id}/vote: the review's counts after the change and the voter's vote. */
export const voteResultSchema = z.strictObject({
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  userVote: z.nullable(z.enum(REVIEW_VOTE_TYPES)),
});
export type VoteResult = z.infer<typeof voteResultSchema>;

const reviewFlagSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("near_duplicate"), reviewId: z.string(), similarity: z.number() }),
  z.strictObject({ kind: z.literal("burst"), count: z.number(), minutes: z.number() }),
  z.strictObject({ kind: z.literal("new_account"), hours: z.number() }),
  z.strictObject({ kind: z.literal("low_substance") }),
  z.strictObject({ kind: z.literal("unknown_script") }),
]);

/** One review in moderation: author's name and e-mail, flags with reasons. */
export const adminReviewSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  userId: z.string(),
  userName: z.nullable(z.string()),
  userEmail: z.nullable(z.string()),
  rating: z.number(),
  status: z.enum(REVIEW_STATUSES),
  reviewText: z.nullable(z.string()),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  verifiedUser: z.boolean(),
  flags: z.array(reviewFlagSchema),
  createdAt: z.iso.datetime(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

/**
 * GET /api/admin/reviews?status=&flagged=&limit=&offset=: one page of the matching reviews, newest
 * first, and the counts for the tabs (every status, and the flagged pending ones).
 */
export const adminReviewListSchema = z.strictObject({
  items: z.array(adminReviewSchema),
  counts: z.strictObject({
    all: z.number(),
    pending: z.number(),
    approved: z.number(),
    rejected: z.number(),
    flagged: z.number(),
    /** Reviews with open reports: the reports queue. */
    reports: z.number(),
  }),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/**
 * GET /api/admin/reviews/appeals?limit=&offset=: the reviews whose author's appeal awaits its
 * decision, the longest waiting first, with the appeal and the statement appealed against; and
 * how many there are.
 */
export const adminAppealListSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      ...adminReviewSchema.shape,
      appeal: z.strictObject({ text: z.string(), createdAt: z.iso.datetime() }),
      statement: z.nullable(reviewStatementSchema),
    }),
  ),
  total: z.number(),
});
export type AdminAppealList = z.infer<typeof adminAppealListSchema>;
export type AdminAppealedReview = AdminAppealList["items"][number];
