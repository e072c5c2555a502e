import { Hono } from "hono";
import { z } from "zod";
import { reviewStatusInputSchema } from "#schema/api/reviews";
import { REVIEW_STATUSES } from "#schema/enums";
import { MODERATION_MAX_PAGE_SIZE, MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { apiError } from "#worker/lib/errors";
import { validate } from "#worker/lib/validate";
import { signedInUser } from "#worker/middleware/session";
import { deleteReview, listModerationReviews, setReviewStatus } from "#worker/services/review-moderation";
import type { AppEnv } from "#worker/types";

const STATUS_TABS = ["all", ...REVIEW_STATUSES] as const;

const listQuery = z.object({
  status: z.enum(STATUS_TABS, `status must be one of ${STATUS_TABS.join(", ")}`).default("all"),
  flagged: z
    .enum(["true", "false"], "flagged must be true or false")
    .transform((value) => value === "true")
    .optional(),
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MODERATION_MAX_PAGE_SIZE, `limit must be at most ${MODERATION_MAX_PAGE_SIZE}`)
    .default(MODERATION_PAGE_SIZE),
  offset: z.coerce
    .number("offset must be a number")
    .int("offset must be a whole number")
    .min(0, "offset must be 0 or more")
    .default(0),
});

const reviewParam = z.object({ id: z.string().trim().min(1).max(255) });

const notFound = () => apiError(404, "reviews.error.not_found");

/** Review Moderation (admin-and-schema §2, §7); the admin guard runs before every route here. */
export const adminReviewsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", listQuery), async (c) =>
    c.json(await listModerationReviews(c.get("db"), c.req.valid("query"))),
  )
  .put("/:id", validate("param", reviewParam), validate("json", reviewStatusInputSchema), async (c) => {
    const review = await setReviewStatus(
      c.get("db"),
      signedInUser(c).id,
      c.req.valid("param").id,
      c.req.valid("json").status,
    );
    if (!review) throw notFound();
    return c.json(review);
  })
  .delete("/:id", validate("param", reviewParam), async (c) => {
    if (!(await deleteReview(c.get("db"), signedInUser(c).id, c.req.valid("param").id))) throw notFound();
    return c.body(null, 204);
  });
