import { z } from "./zod";
import { USER_ROLES } from "../enums";
import { PERMISSIONS } from "./permissions";
import { representationSchema } from "./representatives";

const nullableText = z.nullable(z.string());

/** A user as the API shows them (GET /api/me, /api/auth/user): no token hash, no identity link. */
export const currentUserSchema = z.strictObject({
  id: z.string(),
  email: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  username: nullableText,
  profileImageUrl: nullableText,
  role: z.enum(USER_ROLES),
  emailVerified: z.boolean(),
  emailVerifiedAt: z.nullable(z.iso.datetime()),
  /** What the back office lets them do (empty for a visitor's account). */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The provider they answer for as its active representative; null for everyone else. */
  representation: z.nullable(representationSchema),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/me: who is signed in, if anyone. */
export const meSchema = z.strictObject({
  authenticated: z.boolean(),
  user: z.nullable(currentUserSchema),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/auth/make-me-admin. */
export const adminGrantSchema = z.strictObject({ message: z.string(), user: currentUserSchema });

/** POST /api/auth/send-verification-email. */
export const verificationSentSchema = z.strictObject({ sentTo: z.string() });
