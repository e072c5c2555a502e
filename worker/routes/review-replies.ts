import { Hono } from "hono";
import { replyInputSchema } from "#schema/api/review-replies";
import { idParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { WRITE_LIMIT } from "../services/rate-limit-rules";
import { deleteReply, editReply, postReply } from "../services/review-replies";
import type { AppEnv } from "../types";

const REPLY = "/:id/reply";

/**
 * The company's reply to a review: written, edited and deleted by an active representative of the
 * review's provider only (the service checks it on every call). Scoped to its own path, so the
 * reviews routes' middleware does not run twice.
 */
export const reviewRepliesRoutes = new Hono<AppEnv>()
  .use(REPLY, requireUser, rateLimit(WRITE_LIMIT))
  .post(REPLY, validate("param", idParam), validate("json", replyInputSchema), async (c) => {
    const write = { reviewId: c.req.valid("param").id, userId: signedInUser(c).id, now: new Date() };
    return c.json(await postReply(c.get("db"), { ...write, text: c.req.valid("json").text }), 201);
  })
  .patch(REPLY, validate("param", idParam), validate("json", replyInputSchema), async (c) => {
    const write = { reviewId: c.req.valid("param").id, userId: signedInUser(c).id, now: new Date() };
    return c.json(await editReply(c.get("db"), { ...write, text: c.req.valid("json").text }));
  })
  .delete(REPLY, validate("param", idParam), async (c) => {
    const write = { reviewId: c.req.valid("param").id, userId: signedInUser(c).id, now: new Date() };
    await deleteReply(c.get("db"), write);
    return c.body(null, 204);
  });
