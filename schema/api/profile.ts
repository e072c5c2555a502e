import { hasControlCharacters } from "../control-characters";
import { messageRef as message } from "./messages";
import { z } from "./zod";

const nameSchema = (required: string) =>
  z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(100, message("validation.max_length", { count: 100 })),
    z.refine((name) => !hasControlCharacters(name), message("profile.validation.name_control_characters")),
  );

const usernameTooShort = message("profile.validation.username_min", { count: 3 });

/** PATCH /api/user/profile; the profile form checks the same. Unknown keys (role, email...) are dropped. */
export const profileUpdateSchema = z.object({
  username: z
    .string(usernameTooShort)
    .check(
      z.trim(),
      z.minLength(3, usernameTooShort),
      z.maxLength(100, message("profile.validation.username_max", { count: 100 })),
      z.regex(/^[A-Za-z0-9_]+$/, message("profile.validation.username_chars")),
    ),
  firstName: nameSchema(message("profile.validation.first_name_required")),
  lastName: nameSchema(message("profile.validation.last_name_required")),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

const nullableText = z.nullable(z.string());

/** GET and PATCH /api/user/profile: no role, no token hash. */
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
