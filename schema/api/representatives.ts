import { REPRESENTATIVE_STATUSES } from "../enums";
import { z } from "./zod";

/** Which provider a signed-in user answers for (GET /api/me): an active representative's only. */
export const representationSchema = z.strictObject({ providerId: z.string(), brand: z.string() });

/** One row of GET /api/admin/representatives: an invitation and, once accepted, the representative. */
export const adminRepresentativeSchema = z.strictObject({
  id: z.string(),
  providerId: z.string(),
  brand: z.string(),
  email: z.string(),
  status: z.enum(REPRESENTATIVE_STATUSES),
  invitedAt: z.iso.datetime(),
  acceptedAt: z.nullable(z.iso.datetime()),
  revokedAt: z.nullable(z.iso.datetime()),
});
export type AdminRepresentative = z.infer<typeof adminRepresentativeSchema>;

/**
 * GET /api/user/company: the provider a user answers for ('active'), or the one whose invitation
 * waits for their address ('invited'); null for everyone else.
 */
export const myCompanySchema = z.nullable(
  z.strictObject({
    status: z.enum(["invited", "active"]),
    providerId: z.string(),
    brand: z.string(),
  }),
);
export type MyCompany = z.infer<typeof myCompanySchema>;
