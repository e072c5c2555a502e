import { Hono } from "hono";
import { paymentMethodInputSchema } from "#schema/api/payment-method";
import { profileUpdateSchema } from "#schema/api/profile";
import type { Db } from "../lib/db";
import { payoutKeyOf } from "../lib/payout-key";
import { apiError } from "../lib/errors";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser, signedInUser } from "../middleware/session";
import { getCanReview } from "../services/can-review";
import { getContestEligibility } from "../services/contest-eligibility";
import { getPaymentMethod, savePaymentMethod } from "../services/payment-methods";
import { getProfile, updateProfile } from "../services/profile";
import { WRITE_LIMIT } from "../services/rate-limit-rules";
import type { AppEnv } from "../types";

/** GET /api/user/profile: the user's profile (a 404 should their row be gone). */
export async function profileOf(db: Db, userId: string) {
  const profile = await getProfile(db, userId);
  if (!profile) throw apiError(404, "account.error.profile_not_found");
  return profile;
}

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
  .get("/can-review", async (c) => c.json(await getCanReview(c.get("db"), signedInUser(c).id, new Date())))
  .get("/contest-eligibility", async (c) =>
    c.json(await getContestEligibility(c.get("db"), signedInUser(c).id)),
  );
