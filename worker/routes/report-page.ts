import type { Context, Next } from "hono";
import { Hono } from "hono";
import { html } from "hono/html";
import { reportInputSchema } from "#schema/api/review-reports";
import { messageOf } from "#schema/api/messages";
import { isLocale, type Locale } from "#schema/locales";
import { ApiMessageError } from "../lib/errors";
import { FORM_TYPES, mediaTypeOf } from "../lib/request-body";
import {
  reportFormPage,
  reportSentPage,
  type ReportFormField,
  type ReportFormValues,
} from "../lib/report-page";
import { backToSite, plainPage } from "../lib/plain-page";
import { idParam } from "../lib/route-inputs";
import { countRequest } from "../middleware/rate-limit";
import { requestContext } from "../middleware/request-context";
import { sameOriginWrites } from "../middleware/same-origin-writes";
import { loadSession } from "../middleware/session";
import { REVIEW_REPORT_LIMIT } from "../services/rate-limit-rules";
import { findReportableReview } from "../services/review-reports";
import { messageInLocale, sayerStartingWith } from "../services/ui-strings";
import type { AppEnv } from "../types";
import { reportReview } from "./review-reports";

const PATH = "/:locale/reviews/:id/report";
const STRINGS = ["reviews.report."];

/** The page's language and review from its address; null for an address that is no report page. */
async function reportTarget(c: Context<AppEnv>) {
  const { locale, id } = c.req.param() as { locale: string; id: string };
  const reviewId = idParam.safeParse({ id }).data?.id;
  if (!isLocale(locale) || !reviewId) return null;
  const db = c.get("db");
  const [review, t] = await Promise.all([
    findReportableReview(db, reviewId, locale),
    sayerStartingWith(db, locale, STRINGS),
  ]);
  return { locale, reviewId, t, review: review && { id: reviewId, ...review } };
}

const gone = async (c: Context<AppEnv>, locale: Locale) => {
  const text = await messageInLocale(c.get("db"), locale, "reviews.error.not_found");
  return c.html(
    plainPage(
      text,
      html`<h1>${text}</h1>
        ${backToSite(locale)}`,
      locale,
    ),
    404,
  );
};

const field = (value: unknown) => (typeof value === "string" ? value : "");

/** The form's refusals, one per field (the first), each in the page's language. */
async function fieldErrors(
  c: Context<AppEnv>,
  locale: Locale,
  issues: { path: PropertyKey[]; message: string }[],
) {
  const errors: Partial<Record<ReportFormField, string>> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form") as ReportFormField;
    const keyed = messageOf(issue.message);
    if (errors[name] || !keyed) continue;
    errors[name] = await messageInLocale(c.get("db"), locale, keyed.messageKey, keyed.params);
  }
  return errors;
}

/**
 * Reporting a review without JavaScript: the Report action on each review links here, and the
 * reviews' island opens its dialog instead once it runs. The form posts to the same address, counted
 * by the API's rate limit and filed by the same service, so the two ways make one report.
 */
export const reportPageRoutes = new Hono<AppEnv>()
  .use(PATH, requestContext, loadSession)
  .get(PATH, async (c, next: Next) => {
    const target = await reportTarget(c);
    if (!target) return next();
    c.header("Cache-Control", "private, no-store");
    if (!target.review) return gone(c, target.locale);
    return c.html(reportFormPage(target.t, target.locale, target.review));
  })
  .post(PATH, sameOriginWrites, async (c, next: Next) => {
    const target = await reportTarget(c);
    if (!target) return next();
    const { locale, reviewId, t, review } = target;
    c.header("Cache-Control", "private, no-store");
    if (!review) return gone(c, locale);
    if (!FORM_TYPES.has(mediaTypeOf(c))) return c.html(reportFormPage(t, locale, review), 415);
    const body = await c.req.parseBody();
    const values: ReportFormValues = {
      reason: field(body.reason),
      explanation: field(body.explanation),
      email: field(body.email),
      goodFaith: body.goodFaith === "yes",
    };
    // A limit met (the hourly one, or a company's daily one) is said on the form, kept as typed.
    const refused = async (error: unknown) => {
      if (!(error instanceof ApiMessageError) || error.status !== 429) throw error;
      const form = await messageInLocale(c.get("db"), locale, error.messageKey, error.params);
      return c.html(reportFormPage(t, locale, review, values, { form }), 429, error.headers);
    };
    try {
      await countRequest(c, REVIEW_REPORT_LIMIT);
    } catch (error) {
      return refused(error);
    }
    const parsed = reportInputSchema.safeParse({
      ...values,
      goodFaith: values.goodFaith || undefined,
      locale,
    });
    if (!parsed.success) {
      const errors = await fieldErrors(c, locale, parsed.error.issues);
      return c.html(reportFormPage(t, locale, review, values, errors), 400);
    }
    let receipt;
    try {
      receipt = await reportReview(c, reviewId, parsed.data);
    } catch (error) {
      return refused(error);
    }
    if (!receipt) return gone(c, locale);
    return c.html(reportSentPage(t, locale, review, receipt.reference));
  });
