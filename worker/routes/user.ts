import { Hono } from "hono";
import { paymentMethodInputSchema } from "#schema/api/payment-method";
import { profileUpdateSchema } from "#schema/api/profile";
import { appealInputSchema } from "#schema/api/review-decisions";
import { z } from "zod";
import type { Db } from "../lib/db";
import { payoutKeyOf } from "../lib/payout-key";
import { apiError } from "../lib/errors";
import { localeQuerySchema } from "../lib/locale-query";
import { idParam } from "../lib/route-inputs";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { getCanReview } from "../services/can-review";
import { myComplaints } from "../services/complaints";
import { getContestEligibility } from "../services/contest-eligibility";
import { appealReview, deleteMyReview, listMyReviews } from "../services/my-reviews";
import { getPaymentMethod, savePaymentMethod } from "../services/payment-methods";
import { getProfile, updateProfile } from "../services/profile";
import { myCompany } from "../services/representative-invitations";
import { WRITE_LIMIT } from "../services/rate-limit-rules";
import type { AppEnv } from "../types";

/** GET /api/user/profile: the user's profile (a 404 should their row be gone). */
export async function profileOf(db: Db, userId: string) {
  const profile = await getProfile(db, userId);
  if (!profile) throw apiError(404, "account.error.profile_not_found");
  return profile;
}

/**
 * `?locale=&providerId=` of My reviews: provider pages' paths in that language, one provider's
 * review only (the provider's id or a slug).
 */
export const myReviewsQuery = localeQuerySchema.extend({
  providerId: z.string().trim().min(1).max(100).optional(),
});

/** The signed-in user's own data: every route reads the user from the session, never from input. */
export const userRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/profile", async (c) => c.json(await profileOf(c.get("db"), signedInUser(c).id)))
  .patch("/profile", rateLimit(WRITE_LIMIT), validate("json", profileUpdateSchema), async (c) =>
    c.json(await updateProfile(c.get("db"), signedInUser(c).id, c.req.valid("json"))),
  )
  .get("/payment-method", async (c) => {
    const key = await payoutKeyOf(c);
    return c.json(await getPaymentMethod(c.get("db"), key, signedInUser(c).id));
  })
  .post("/payment-method", rateLimit(WRITE_LIMIT), validate("json", paymentMethodInputSchema), async (c) => {
    const key = await payoutKeyOf(c);
    return c.json(await savePaymentMethod(c.get("db"), key, signedInUser(c).id, c.req.valid("json")));
  })
  .get("/company", async (c) => c.json(await myCompany(c.get("db"), signedInUser(c).id)))
  .get("/can-review", async (c) => c.json(await getCanReview(c.get("db"), signedInUser(c).id, new Date())))
  .get("/contest-eligibility", async (c) =>
    c.json(await getContestEligibility(c.get("db"), signedInUser(c).id)),
  )
  .get("/reviews", validate("query", myReviewsQuery), async (c) => {
    const { locale, providerId } = c.req.valid("query");
    return c.json(await listMyReviews(c.get("db"), signedInUser(c).id, locale, providerId));
  })
  .get("/complaints", async (c) => c.json(await myComplaints(c.get("db"), signedInUser(c).id)))
  .delete("/reviews/:id", rateLimit(WRITE_LIMIT), validate("param", idParam), async (c) => {
    if (!(await deleteMyReview(c.get("db"), signedInUser(c).id, c.req.valid("param").id)))
      throw apiError(404, "reviews.error.not_found");
    return c.body(null, 204);
  })
  .post(
    "/reviews/:id/appeal",
    rateLimit(WRITE_LIMIT),
    validate("param", idParam),
    validate("json", appealInputSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const appeal = await appealReview(c.get("db"), signedInUser(c).id, id, c.req.valid("json").text);
      return c.json(appeal, 201);
    },
  );
