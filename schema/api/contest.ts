import { z } from "./zod";

/** GET /api/user/contest-eligibility (spec §4). */
export const contestEligibilitySchema = z.strictObject({
  eligible: z.boolean(),
  emailVerified: z.boolean(),
  profileComplete: z.boolean(),
  hasPaymentMethod: z.boolean(),
});
export type ContestEligibility = z.infer<typeof contestEligibilitySchema>;
