import { hasControlCharacters } from "../control-characters";
import { DECISION_OUTCOMES, DECISION_TRIGGERS, REVIEW_STATUSES } from "../enums";
import { REVIEW_FLAG_KINDS } from "../review-flags";
import {
  DECISION_FACTS_MAX_LENGTH,
  DECISION_GROUNDS,
  DECISION_LAW_MAX_LENGTH,
  type DecisionGround,
} from "../review-guidelines";
import { messageRef as message } from "./messages";
import { z } from "./zod";

const optionalText = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string().check(z.trim(), z.maxLength(max, message("validation.max_length", { count: max }))),
      ),
    ),
    z.transform((text) => text || null),
  );

/**
 * The statement of reasons a decision that restricts a review carries: the ground it rests on (a
 * guideline clause, or illegal content with the law named) and the facts the moderator adds. The
 * moderation screen's decision dialog checks the same, for a rejection and for a removal from the
 * reports queue.
 */
export const statementFields = {
  ground: z.enum(DECISION_GROUNDS, message("reviews.error.ground_required")),
  law: optionalText(DECISION_LAW_MAX_LENGTH),
  facts: optionalText(DECISION_FACTS_MAX_LENGTH),
};

/** Illegal content must name the law it breaks. */
export const lawNamedWhenIllegal = z.refine<{ ground: DecisionGround; law: string | null }>(
  (decision) => decision.ground !== "illegal" || !!decision.law,
  { message: message("reviews.error.law_required"), path: ["law"] },
);

/** The statement alone, as the moderation screen's decision dialog asks for it. */
export const decisionStatementSchema = z.object(statementFields).check(lawNamedWhenIllegal);
export type DecisionStatement = z.output<typeof decisionStatementSchema>;
export type DecisionStatementInput = z.input<typeof decisionStatementSchema>;

/** A rejection of a pending review, or the removal of a published one. */
const reviewRejectionSchema = z
  .object({ status: z.literal("rejected"), ...statementFields })
  .check(lawNamedWhenIllegal);
export type ReviewRejection = z.output<typeof reviewRejectionSchema>;

/** PUT /api/admin/reviews/{id}: a moderator publishes a review, or rejects it with a ground. */
export const reviewDecisionInputSchema = z.discriminatedUnion(
  "status",
  [z.object({ status: z.literal("approved") }), reviewRejectionSchema],
  { error: message("reviews.error.status") },
);

/**
 * A decision as its review's author reads it: what was decided, what set it off, the ground and
 * facts, the automated flags involved, and when. `final` when it decided the author's appeal.
 * The page words it with the same function as the e-mail (schema/statement-of-reasons.ts).
 */
export const reviewStatementSchema = z.strictObject({
  id: z.string(),
  outcome: z.enum(DECISION_OUTCOMES),
  trigger: z.enum(DECISION_TRIGGERS),
  ground: z.nullable(z.enum(DECISION_GROUNDS)),
  law: z.nullable(z.string()),
  facts: z.nullable(z.string()),
  automatedFlags: z.array(z.enum(REVIEW_FLAG_KINDS)),
  createdAt: z.iso.datetime(),
});
export type ReviewStatement = z.infer<typeof reviewStatementSchema>;

/** The author's one appeal: their text, and the final decision on it once there is one. */
export const reviewAppealSchema = z.strictObject({
  text: z.string(),
  status: z.enum(["open", "decided"]),
  createdAt: z.iso.datetime(),
  decision: z.nullable(reviewStatementSchema),
});
export type ReviewAppeal = z.infer<typeof reviewAppealSchema>;

/**
 * GET /api/user/reviews?locale=&providerId=: the signed-in user's reviews, newest first (of one
 * provider only with `providerId`), each with its provider (the public page's path in `locale`;
 * null when the provider is not listed), its latest statement of reasons (null when none concerns
 * it), whether it can be appealed now, and its appeal.
 */
export const myReviewSchema = z.strictObject({
  id: z.string(),
  provider: z.strictObject({ id: z.string(), name: z.string(), path: z.nullable(z.string()) }),
  rating: z.number(),
  reviewText: z.nullable(z.string()),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.iso.datetime(),
  statement: z.nullable(reviewStatementSchema),
  canAppeal: z.boolean(),
  appeal: z.nullable(reviewAppealSchema),
});
export type MyReview = z.infer<typeof myReviewSchema>;

const APPEAL_TEXT_MIN_LENGTH = 10;
export const APPEAL_TEXT_MAX_LENGTH = 1000;

/** POST /api/user/reviews/{id}/appeal: why the author thinks the decision is wrong. */
export const appealInputSchema = z.object({
  text: z.string(message("reviews.appeal.validation_min_length", { count: APPEAL_TEXT_MIN_LENGTH })).check(
    z.trim(),
    z.minLength(
      APPEAL_TEXT_MIN_LENGTH,
      message("reviews.appeal.validation_min_length", { count: APPEAL_TEXT_MIN_LENGTH }),
    ),
    z.maxLength(
      APPEAL_TEXT_MAX_LENGTH,
      message("reviews.appeal.validation_max_length", { count: APPEAL_TEXT_MAX_LENGTH }),
    ),
    z.refine(
      (text) => !hasControlCharacters(text.replace(/[\t\n\r]/g, "")),
      message("reviews.validation_control_characters"),
    ),
  ),
});
export type AppealInput = z.infer<typeof appealInputSchema>;
