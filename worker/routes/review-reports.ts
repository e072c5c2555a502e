import type { Context } from "hono";
import { Hono } from "hono";
import { reportInputSchema, type Report } from "#schema/api/review-reports";
import { DEFAULT_LOCALE } from "#schema/locales";
import { sha256Hex } from "../lib/crypto";
import { apiError, tooManyRequests } from "../lib/errors";
import { inBackground } from "../lib/in-background";
import { idParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { clientOf, rateLimit } from "../middleware/rate-limit";
import { requestLocale } from "../middleware/visitor-locale";
import { outgoingMail } from "../services/mail-deliveries";
import { COMPANY_REPORT_LIMIT, REVIEW_REPORT_LIMIT } from "../services/rate-limit-rules";
import { hitRateLimit } from "../services/rate-limits";
import { representationOf } from "../services/representatives";
import { mailReportReceived } from "../services/report-mail";
import { fileReport } from "../services/review-reports";
import type { AppEnv } from "../types";

/**
 * The company a signed-in representative reports for, counted against its daily allowance (429
 * with Retry-After once used up); null for everyone else, who only have the hourly limit.
 */
async function countCompanyReport(c: Context<AppEnv>) {
  const user = c.get("user");
  const representation = user ? await representationOf(c.get("db"), user.id) : null;
  if (!representation) return null;
  const counted = await hitRateLimit(
    c.get("db"),
    COMPANY_REPORT_LIMIT,
    representation.providerId,
    new Date(),
  );
  if (!counted.allowed) throw tooManyRequests("rate_limit.retry_in", { count: counted.retryAfterSeconds });
  return representation.providerId;
}

/**
 * Files a report on a published review, from the API or the report page's form. The reporter is
 * named by the same client the rate limit counts (their account, else their address), hashed, so a
 * second report of the same review by them is the first one again (the same reference) and the
 * table holds no address. The acknowledgement goes after the answer; a mail that fails leaves the
 * report filed. A company's representative is also counted against the company's daily allowance
 * (429), and the report names the company. Null when the review is unknown or not published.
 */
export async function reportReview(c: Context<AppEnv>, reviewId: string, input: Report) {
  const db = c.get("db");
  const { reason, explanation, email, locale = DEFAULT_LOCALE } = input;
  const reporterProviderId = await countCompanyReport(c);
  const receipt = await fileReport(db, {
    reviewId,
    reporterKey: await sha256Hex(`review-report:${clientOf(c)}`),
    reporterUserId: c.get("user")?.id ?? null,
    reporterProviderId,
    email,
    locale,
    reason,
    explanation,
  });
  if (receipt?.created && email) {
    const reporter = { reference: receipt.reference, email, locale };
    const mail = () => outgoingMail(db, c.get("config"));
    await inBackground(c, "Report acknowledgement", mailReportReceived(db, mail, reviewId, reporter));
  }
  return receipt;
}

/** Reporting a published review: anyone, signed in or not. */
export const reviewReportsRoutes = new Hono<AppEnv>().post(
  "/:id/reports",
  rateLimit(REVIEW_REPORT_LIMIT),
  validate("param", idParam),
  validate("json", reportInputSchema),
  async (c) => {
    const input = c.req.valid("json");
    const receipt = await reportReview(c, c.req.valid("param").id, {
      ...input,
      locale: input.locale ?? requestLocale(c),
    });
    if (!receipt) throw apiError(404, "reviews.error.not_found");
    return c.json({ reference: receipt.reference }, 202);
  },
);
