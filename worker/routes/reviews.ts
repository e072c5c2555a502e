import { Hono } from "hono";
import { reviewInputSchema, voteInputSchema } from "#schema/api/reviews";
import { idParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { requestLocale } from "../middleware/visitor-locale";
import { WRITE_LIMIT } from "../services/rate-limit-rules";
import { submitReview } from "../services/review-submission";
import { castVote, removeVote } from "../services/review-votes";
import type { AppEnv } from "../types";

/** Writing reviews and voting on them: signed-in users only, the author always from the session. */
export const reviewsRoutes = new Hono<AppEnv>()
  .use(requireUser, rateLimit(WRITE_LIMIT))
  .post("/", validate("json", reviewInputSchema), async (c) => {
    const submission = {
      ...c.req.valid("json"),
      userId: signedInUser(c).id,
      locale: requestLocale(c),
      now: new Date(),
    };
    return c.json(await submitReview(c.get("db"), submission), 201);
  })
  .post("/:id/vote", validate("param", idParam), validate("json", voteInputSchema), async (c) => {
    const voter = { reviewId: c.req.valid("param").id, userId: signedInUser(c).id };
    return c.json(await castVote(c.get("db"), voter, c.req.valid("json").voteType));
  })
  .delete("/:id/vote", validate("param", idParam), async (c) => {
    const voter = { reviewId: c.req.valid("param").id, userId: signedInUser(c).id };
    return c.json(await removeVote(c.get("db"), voter));
  });
