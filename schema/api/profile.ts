import { hasControlCharacters } from "../control-characters";
import { z } from "./zod";

const nameSchema = (message: string) =>
  z.string(message).check(
    z.trim(),
    z.minLength(1, message),
    z.maxLength(100, "Must be at most 100 characters"),
    z.refine((name) => !hasControlCharacters(name), "Names cannot contain control characters"),
  );

/** PATCH /api/user/profile; the profile form checks the same. Unknown keys (role, email...) are dropped. */
export const profileUpdateSchema = z.object({
  username: z
    .string("Username must be at least 3 characters")
    .check(
      z.trim(),
      z.minLength(3, "Username must be at least 3 characters"),
      z.maxLength(100, "Username must be at most 100 characters"),
      z.regex(/^[A-Za-z0-9_]+$/, "Username can only contain letters, numbers, and underscores"),
    ),
  firstName: nameSchema("First name is required"),
  lastName: nameSchema("Last name is required"),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const nullableText = z.nullable(z.string());

/** GET and PATCH /api/user/profile (spec §7): no role, no token hash. */
export const profileSchema = z.strictObject({
  id: z.string(),
  username: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  email: nullableText,
  emailVerified: z.boolean(),
  emailVerifiedAt: z.nullable(z.iso.datetime()),
  profileImageUrl: nullableText,
});
export type Profile = z.infer<typeof profileSchema>;
