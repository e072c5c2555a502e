import { hasControlCharacters } from "../control-characters";
import { DECISION_OUTCOMES, REPORT_REASONS, REVIEW_STATUSES } from "../enums";
import { LOCALES } from "../locales";
import { lawNamedWhenIllegal, statementFields } from "./review-decisions";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/** How long a report's explanation is, counted without surrounding whitespace. */
export const REPORT_EXPLANATION_MIN_LENGTH = 10;
export const REPORT_EXPLANATION_MAX_LENGTH = 2000;
/** The longest e-mail address a reporter may give (the column holds 255). */
export const REPORT_EMAIL_MAX_LENGTH = 255;

const explanationTooShort = message("reports.validation.explanation_min", {
  count: REPORT_EXPLANATION_MIN_LENGTH,
});
const invalidEmail = message("validation.email");

/**
 * POST /api/reviews/{id}/reports; the report dialog checks the same. The explanation takes line
 * breaks and tabs like a review's text, no other control characters. The e-mail is optional (blank
 * is none) and stored trimmed and lower-cased. `goodFaith` must be exactly true: the reporter
 * confirms it. `locale` is the page's language, which the reporter's mails are written in (the
 * visitor's language when it is left out).
 */
export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, message("reports.validation.reason")),
  explanation: z.string(explanationTooShort).check(
    z.trim(),
    z.minLength(REPORT_EXPLANATION_MIN_LENGTH, explanationTooShort),
    z.maxLength(
      REPORT_EXPLANATION_MAX_LENGTH,
      message("reports.validation.explanation_max", { count: REPORT_EXPLANATION_MAX_LENGTH }),
    ),
    z.refine(
      (text) => !hasControlCharacters(text.replace(/[\t\n\r]/g, "")),
      message("reports.validation.explanation_control_characters"),
    ),
  ),
  email: z
    .pipe(
      z.optional(
        z.nullable(
          z
            .string(invalidEmail)
            .check(
              z.trim(),
              z.toLowerCase(),
              z.maxLength(REPORT_EMAIL_MAX_LENGTH, message("validation.email")),
            ),
        ),
      ),
      z.transform((email) => email || null),
    )
    .check(z.refine((email) => email === null || z.regexes.email.test(email), invalidEmail)),
  goodFaith: z.literal(true, message("reports.validation.good_faith")),
  locale: z.optional(z.enum(LOCALES, message("admin.validation.locale"))),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type Report = z.output<typeof reportInputSchema>;

/** POST /api/reviews/{id}/reports (202): the code the reporter quotes, the same for a repeated report. */
export const reportReceiptSchema = z.strictObject({ reference: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/** One open report in the queue. The reporter's e-mail is personal data: only whether one was given. */
const queuedReportSchema = z.strictObject({
  reference: z.string(),
  reason: z.enum(REPORT_REASONS),
  explanation: z.string(),
  hasEmail: z.boolean(),
  /** The brand of the company whose representative filed it; null for anyone else. */
  reportedByCompany: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});

/** A reported review with its open reports, newest first, and how many there are of each reason. */
const reportedReviewSchema = z.strictObject({
  review: z.strictObject({
    id: z.string(),
    providerId: z.string(),
    providerName: z.string(),
    userName: z.nullable(z.string()),
    rating: z.number(),
    status: z.enum(REVIEW_STATUSES),
    reviewText: z.nullable(z.string()),
    createdAt: z.iso.datetime(),
  }),
  openReports: z.number(),
  reasons: z.array(z.strictObject({ reason: z.enum(REPORT_REASONS), count: z.number() })),
  reports: z.array(queuedReportSchema),
  latestReportAt: z.iso.datetime(),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/**
 * GET /api/admin/reviews/reports?limit=&offset=: one page of the reviews with open reports, the
 * one reported most recently first, and how many reviews have open reports.
 */
export const reportQueueSchema = z.strictObject({
  count: z.number(),
  items: z.array(reportedReviewSchema),
});
export type ReportQueue = z.infer<typeof reportQueueSchema>;

/** Removing a reported review, with the statement of reasons every removal carries. */
const reportRemovalSchema = z
  .object({ decision: z.literal("remove"), ...statementFields })
  .check(lawNamedWhenIllegal);

/** POST /api/admin/reviews/{id}/reports/decision: keep the review, or remove it. */
export const reportDecisionInputSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("keep") }),
  reportRemovalSchema,
]);
export type ReportDecisionInput = z.input<typeof reportDecisionInputSchema>;
export type ReportDecision = z.output<typeof reportDecisionInputSchema>;

/** The decision's answer: what became of the review, and how many open reports it closed. */
export const reportDecisionResultSchema = z.strictObject({
  outcome: z.nullable(z.enum(DECISION_OUTCOMES)),
  closedReports: z.number(),
});
export type ReportDecisionResult = z.infer<typeof reportDecisionResultSchema>;
