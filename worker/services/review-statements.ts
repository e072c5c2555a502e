import { and, eq, ne, or, type SQL } from "drizzle-orm";
import type { ReviewStatement } from "#schema/api/review-decisions";
import { reviewDecisions, type ReviewDecision } from "#schema/moderation";

/** A decision row as its author reads it (the API's JSON shape; the page words it). */
export const statementOf = (decision: ReviewDecision): ReviewStatement => ({
  id: decision.id,
  outcome: decision.outcome,
  trigger: decision.trigger,
  ground: decision.ground as ReviewStatement["ground"],
  law: decision.law,
  facts: decision.facts,
  automatedFlags: decision.automatedFlags,
  createdAt: decision.createdAt.toISOString(),
});

/**
 * The decisions a review's author is told of: every one but a review kept after reports (which
 * changed nothing for them). `also` narrows them further.
 */
export const authorsDecisions = (also?: SQL) =>
  and(or(ne(reviewDecisions.outcome, "kept"), eq(reviewDecisions.trigger, "appeal")), also);
