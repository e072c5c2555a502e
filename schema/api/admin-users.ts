import { USER_ROLES } from "../enums";
import { z } from "./zod";

/**
 * What the Users screen assigns: one of the four roles, or 'none' (no back office: an analyst
 * whose role was never assigned, which is what every new account is).
 */
export const STAFF_ROLES = ["none", ...USER_ROLES] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** PATCH /api/admin/users/:id/role. */
export const staffRoleInputSchema = z.strictObject({
  role: z.enum(STAFF_ROLES, `role must be one of ${STAFF_ROLES.join(", ")}`),
});

/** The longest search text the Users screen sends. */
export const USER_SEARCH_MAX = 255;
/** How many users one search answers with. */
export const USER_SEARCH_LIMIT = 50;

/** One row of GET /api/admin/users. */
export const staffUserSchema = z.strictObject({
  id: z.string(),
  email: z.nullable(z.string()),
  username: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  role: z.enum(STAFF_ROLES),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
