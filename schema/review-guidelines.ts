/**
 * The review guidelines: what a published review must not be. Each clause is a ground a moderator
 * can rest a rejection or removal on; the other ground is illegal content, with the law named. The
 * review policy page lists the clauses and a statement of reasons quotes the one it rests on, both
 * through the keys below. Plain constants (no zod), so pages can import them cheaply.
 */
export const GUIDELINE_CLAUSES = ["fake", "off_topic", "personal_data", "hate", "spam", "duplicate"] as const;
export type GuidelineClause = (typeof GUIDELINE_CLAUSES)[number];

export const DECISION_GROUNDS = [...GUIDELINE_CLAUSES, "illegal"] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];

/** The UI string keys of a ground: a short title, and the rule in a sentence or two. */
export const groundTitleKey = (ground: DecisionGround) => `reviews.guidelines.${ground}.title`;
export const groundTextKey = (ground: DecisionGround) => `reviews.guidelines.${ground}.text`;

/** The longest law reference and added facts a statement of reasons takes. */
export const DECISION_LAW_MAX_LENGTH = 300;
export const DECISION_FACTS_MAX_LENGTH = 2000;
