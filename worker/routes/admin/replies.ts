import { Hono } from "hono";
import { replyDecisionInputSchema } from "#schema/api/review-replies";
import { REPLIES_PAGE_SIZE } from "#schema/reply-rules";
import { MODERATION_MAX_PAGE_SIZE } from "#schema/review-rules";
import { idParam, pagingQuery } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { outgoingMail } from "#worker/services/mail-deliveries";
import { decideReply, listPendingReplies } from "#worker/services/reply-moderation";
import { mailReplyApproved } from "#worker/services/reply-mail";
import type { AppEnv } from "#worker/types";

export const repliesQueuePage = pagingQuery(REPLIES_PAGE_SIZE, MODERATION_MAX_PAGE_SIZE);

export const replyModerators = requirePermission("replies");

/** The replies queue: companies' replies to reviews, published only once a moderator approves them. */
export const adminRepliesRoutes = new Hono<AppEnv>()
  .get("/", replyModerators, validate("query", repliesQueuePage), async (c) =>
    c.json(await listPendingReplies(c.get("db"), c.req.valid("query"))),
  )
  /**
   * Approve or reject a pending reply, audited. An approval tells the review's author (after the
   * decision is written: a mail that fails leaves the reply approved).
   */
  .put(
    "/:id",
    replyModerators,
    validate("param", idParam),
    validate("json", replyDecisionInputSchema),
    async (c) => {
      const db = c.get("db");
      const { id } = c.req.valid("param");
      const { status } = c.req.valid("json");
      await decideReply(db, signedInUser(c).id, id, { status });
      if (status === "approved") {
        const config = c.get("config");
        await mailReplyApproved(db, () => outgoingMail(db, config), config.siteUrl, id);
      }
      return c.json({ id, status });
    },
  );
