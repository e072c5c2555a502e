import { DECISION_OUTCOMES, REPORT_REASONS } from "../enums";
import { z } from "./zod";

const count = z.int().check(z.gte(0));

/**
 * GET /api/transparency?month=YYYY-MM: a Cyprus calendar month's moderation figures, counted from the
 * moderation records. Each event counts in the month it happened: a report when it was received, a
 * decision when it was made, an appeal when it was filed.
 */
export const transparencyReportSchema = z.strictObject({
  month: z.string(),
  /** Reports received in the month; `decided` and the median concern these same reports. */
  reports: z.strictObject({
    received: count,
    /** Every reason, zero when none was given. */
    byReason: z.record(z.enum(REPORT_REASONS), count),
    /** Of the month's reports, those a decision has closed so far. */
    decided: count,
    open: count,
    /** Median time from report to decision of the decided ones, in seconds; null when none is decided. */
    medianSecondsToDecide: z.nullable(z.number().check(z.gte(0))),
  }),
  /** Decisions made in the month on reviews that reports were waiting on, by outcome. */
  reportDecisions: z.strictObject({ total: count, byOutcome: z.record(z.enum(DECISION_OUTCOMES), count) }),
  /** Reviews the moderators refused in the month with no report or appeal waiting on them. */
  ownInitiative: z.strictObject({
    total: count,
    /** Refused before publication. */
    rejected: count,
    /** Taken down after publication. */
    removed: count,
    /** Of those, the ones that carried automated flags (near duplicate, burst, new account, …). */
    flaggedAutomatically: count,
  }),
  /** Appeals filed in the month; appeals decided in the month and what became of them. */
  appeals: z.strictObject({
    received: count,
    decided: count,
    /** The review was put back. */
    restored: count,
    /** The decision appealed against stands. */
    upheld: count,
  }),
});
export type TransparencyReport = z.infer<typeof transparencyReportSchema>;
