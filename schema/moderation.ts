import { index, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { enumCheck, id, localeColumn, timestamp, timestampNow } from "./columns";
import {
  APPEAL_STATUSES,
  DECISION_OUTCOMES,
  DECISION_TRIGGERS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from "./enums";
import type { ReviewFlagKind } from "./review-flags";
import { providers } from "./providers";
import { reviews } from "./reviews";
import { users } from "./users";

/*
 * The site hosts user reviews, so anyone may report one, every decision restricting a review carries
 * a statement of reasons, and its author may appeal once. These rows are also the transparency
 * page's figures, so they outlive the review and the people: their references are set to NULL when
 * a review or an account is deleted, never cascaded away.
 */

const reviewRef = () => text("review_id").references(() => reviews.id, { onDelete: "set null" });
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: "set null" });

/**
 * One moderation decision on a review: keeping it after reports, rejecting or removing it (with the
 * statement of reasons sent to its author), or deciding an appeal.
 */
export const reviewDecisions = sqliteTable(
  "review_decisions",
  {
    id: id(),
    reviewId: reviewRef(),
    /** The review's author at decision time: the statement is theirs to read. */
    authorId: userRef("author_id"),
    /** What set the decision off: reports, the moderators' own review, or the author's appeal. */
    trigger: text("trigger", { enum: DECISION_TRIGGERS }).notNull(),
    outcome: text("outcome", { enum: DECISION_OUTCOMES }).notNull(),
    /** The review's status before the decision ('approved' when a published review was removed). */
    previousStatus: text("previous_status").notNull(),
    /** The guideline clause or 'illegal' that the decision rests on; null when the review is kept. */
    ground: text("ground", { length: 50 }),
    /** The law the content breaks, when the ground is illegal content. */
    law: text("law", { length: 300 }),
    /** Facts and circumstances the moderator adds, shown to the author. */
    facts: text("facts"),
    /** The automated flags the review carried when decided: the statement says they were involved. */
    automatedFlags: text("automated_flags", { mode: "json" }).$type<ReviewFlagKind[]>().notNull().default([]),
    decidedBy: userRef("decided_by"),
    createdAt: timestampNow("created_at"),
  },
  (t) => [
    index("review_decisions_review_id_idx").on(t.reviewId),
    index("review_decisions_author_id_idx").on(t.authorId),
    index("review_decisions_created_at_idx").on(t.createdAt),
    enumCheck("review_decisions_trigger_check", t.trigger, DECISION_TRIGGERS),
    enumCheck("review_decisions_outcome_check", t.outcome, DECISION_OUTCOMES),
  ],
);

/** A notice about a review, from anyone; open until a decision on the review closes it. */
export const reviewReports = sqliteTable(
  "review_reports",
  {
    id: id(),
    /** The short code the reporter is given and quoted in the e-mails. */
    reference: text("reference", { length: 20 }).notNull().unique(),
    reviewId: reviewRef(),
    /**
     * A hash naming the reporter (their account, else their client): the same reporter reporting the
     * same review again makes no second report.
     */
    reporterKey: text("reporter_key", { length: 64 }).notNull(),
    reporterUserId: userRef("reporter_user_id"),
    /** The provider whose representative filed the report: the queue shows that a company reported it. */
    reporterProviderId: text("reporter_provider_id").references(() => providers.id, { onDelete: "set null" }),
    /** Where the acknowledgement and the decision are sent; optional. */
    email: text("email", { length: 255 }),
    /** The language of the page the report was made on: its e-mails are written in it. */
    locale: localeColumn().notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    explanation: text("explanation").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    decisionId: text("decision_id").references(() => reviewDecisions.id, { onDelete: "set null" }),
    createdAt: timestampNow("created_at"),
    closedAt: timestamp("closed_at"),
  },
  (t) => [
    unique("review_reports_review_reporter_unique").on(t.reviewId, t.reporterKey),
    index("review_reports_status_created_at_idx").on(t.status, t.createdAt),
    index("review_reports_created_at_idx").on(t.createdAt),
    index("review_reports_reporter_user_id_idx").on(t.reporterUserId),
    enumCheck("review_reports_reason_check", t.reason, REPORT_REASONS),
    enumCheck("review_reports_status_check", t.status, REPORT_STATUSES),
  ],
);

/** An author's one appeal against the rejection or removal of their review. */
export const reviewAppeals = sqliteTable(
  "review_appeals",
  {
    id: id(),
    reviewId: reviewRef(),
    userId: userRef("user_id"),
    /** The decision appealed against. */
    appealedDecisionId: text("appealed_decision_id").references(() => reviewDecisions.id, {
      onDelete: "set null",
    }),
    text: text("text").notNull(),
    status: text("status", { enum: APPEAL_STATUSES }).notNull().default("open"),
    /** The final decision on the appeal. */
    decisionId: text("decision_id").references(() => reviewDecisions.id, { onDelete: "set null" }),
    createdAt: timestampNow("created_at"),
    decidedAt: timestamp("decided_at"),
  },
  (t) => [
    // One appeal per review (a deleted review's appeals keep their NULL and their count).
    unique("review_appeals_review_id_unique").on(t.reviewId),
    index("review_appeals_status_created_at_idx").on(t.status, t.createdAt),
    index("review_appeals_user_id_idx").on(t.userId),
    index("review_appeals_created_at_idx").on(t.createdAt),
    enumCheck("review_appeals_status_check", t.status, APPEAL_STATUSES),
  ],
);

export type ReviewDecision = typeof reviewDecisions.$inferSelect;
export type NewReviewDecision = typeof reviewDecisions.$inferInsert;
export type ReviewReport = typeof reviewReports.$inferSelect;
export type NewReviewReport = typeof reviewReports.$inferInsert;
export type ReviewAppeal = typeof reviewAppeals.$inferSelect;
export type NewReviewAppeal = typeof reviewAppeals.$inferInsert;
