import { Hono } from "hono";
import { z } from "zod";
import { reportDecisionInputSchema } from "#schema/api/review-reports";
import { reviewDecisionInputSchema } from "#schema/api/review-decisions";
import { REVIEW_STATUSES } from "#schema/enums";
import { MODERATION_MAX_PAGE_SIZE, MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { apiError } from "#worker/lib/errors";
import { idParam, pagingQuery } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { inBackground } from "#worker/lib/in-background";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { outgoingMail } from "#worker/services/mail-deliveries";
import { mailReportDecision } from "#worker/services/report-mail";
import { listOpenAppeals } from "#worker/services/review-appeals-queue";
import { mailsAuthor, mailStatementOfReasons } from "#worker/services/review-decision-mail";
import { decideReview } from "#worker/services/review-decisions";
import { decideReports, listReportQueue } from "#worker/services/review-reports";
import { deleteReview, listModerationReviews, moderatedReview } from "#worker/services/review-moderation";
import type { AppEnv } from "#worker/types";

const STATUS_TABS = ["all", ...REVIEW_STATUSES] as const;

export const moderationList = z
  .object({
    status: z.enum(STATUS_TABS, `status must be one of ${STATUS_TABS.join(", ")}`).default("all"),
    flagged: z
      .enum(["true", "false"], "flagged must be true or false")
      .transform((value) => value === "true")
      .optional(),
  })
  .extend(pagingQuery(MODERATION_PAGE_SIZE, MODERATION_MAX_PAGE_SIZE).shape);

/** The reports queue's pages. */
const reportQueuePage = pagingQuery(MODERATION_PAGE_SIZE, MODERATION_MAX_PAGE_SIZE);
export const appealsPage = pagingQuery(MODERATION_PAGE_SIZE, MODERATION_MAX_PAGE_SIZE);

const notFound = () => apiError(404, "reviews.error.not_found");

export const moderators = requirePermission("reviews");

/** Review Moderation; each route names its permission. */
export const adminReviewsRoutes = new Hono<AppEnv>()
  .get("/", moderators, validate("query", moderationList), async (c) =>
    c.json(await listModerationReviews(c.get("db"), c.req.valid("query"))),
  )
  .get("/appeals", moderators, validate("query", appealsPage), async (c) =>
    c.json(await listOpenAppeals(c.get("db"), c.req.valid("query"))),
  )
  .get("/reports", moderators, validate("query", reportQueuePage), async (c) =>
    c.json(await listReportQueue(c.get("db"), c.req.valid("query"))),
  )
  /**
   * The reports queue's Keep or Remove: closes every open report of the review, audited; each
   * reporter who left an address is then told the decision, and the author of a removed review its
   * statement of reasons (after the answer).
   */
  .post(
    "/:id/reports/decision",
    moderators,
    validate("param", idParam),
    validate("json", reportDecisionInputSchema),
    async (c) => {
      const db = c.get("db");
      const config = c.get("config");
      const reviewId = c.req.valid("param").id;
      const input = c.req.valid("json");
      const result = await decideReports(db, signedInUser(c).id, reviewId, input);
      if (!result) throw notFound();
      if (result.decisionId) {
        const decision = {
          id: result.decisionId,
          reviewId,
          ground: input.decision === "remove" ? input.ground : null,
        };
        const mail = () => outgoingMail(db, config);
        await inBackground(c, "Report decision mails", mailReportDecision(db, mail, decision));
        if (mailsAuthor(result)) await mailStatementOfReasons(db, mail, config.siteUrl, result.decisionId);
      }
      return c.json({ outcome: result.outcome, closedReports: result.closedReports });
    },
  )
  /**
   * A moderator's decision: publish, or reject with its ground. The author is mailed the statement
   * of reasons of a rejection, a removal, or the decision on their appeal; the decision stands
   * whatever happens to the mail.
   */
  .put(
    "/:id",
    moderators,
    validate("param", idParam),
    validate("json", reviewDecisionInputSchema),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const result = await decideReview(db, signedInUser(c).id, id, c.req.valid("json"));
      if (!result) throw notFound();
      if (result.decisionId && mailsAuthor(result)) {
        const config = c.get("config");
        await mailStatementOfReasons(db, () => outgoingMail(db, config), config.siteUrl, result.decisionId);
      }
      const review = await moderatedReview(db, id);
      if (!review) throw notFound();
      return c.json(review);
    },
  )
  .delete("/:id", moderators, validate("param", idParam), async (c) => {
    if (!(await deleteReview(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  });
