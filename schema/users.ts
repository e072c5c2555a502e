import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, unique, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { bare, enumCheck, id, timestamp, timestamps } from "./columns";
import { USER_ROLES } from "./enums";
import { emailSchema, optionalUrl } from "./validators";

export const users = sqliteTable(
  "users",
  {
    id: id(),
    // Nullable: an identity provider may withhold the e-mail claim (NULLs never clash in a unique).
    email: text("email", { length: 255 }).unique(),
    firstName: text("first_name", { length: 100 }),
    lastName: text("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url", { length: 500 }),
    role: text("role", { enum: USER_ROLES }).notNull().default("analyst"),
    username: text("username", { length: 100 }).unique(),
    emailVerified: integer("email_verified", { mode: "boolean" }).notNull().default(false),
    /** A hash of the token mailed to the user, never the token itself. */
    emailVerificationToken: text("email_verification_token", { length: 255 }),
    emailVerificationTokenExpiry: timestamp("email_verification_token_expiry"),
    emailVerificationSentAt: timestamp("email_verification_sent_at"),
    emailVerifiedAt: timestamp("email_verified_at"),
    /** Accounts are linked by issuer + subject: an e-mail address can change or be reused. */
    oidcIssuer: text("oidc_issuer", { length: 255 }),
    oidcSubject: text("oidc_subject", { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    unique("users_oidc_identity_unique").on(t.oidcIssuer, t.oidcSubject),
    // "Alice" and "alice" are the same username, also when two requests race.
    uniqueIndex("users_username_lower_unique").on(sql`lower(${bare(t.username)})`),
    enumCheck("users_role_check", t.role, USER_ROLES),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    expire: timestamp("expire").notNull(),
    // Nullable so a session can exist before sign-in completes (e.g. holding the OIDC state).
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_id_idx").on(t.userId)],
);

export const userInsertSchema = createInsertSchema(users, {
  email: () => emailSchema,
  profileImageUrl: optionalUrl(),
}).omit({ id: true, createdAt: true, updatedAt: true });
/** A user as the API may show it: without the verification token hash. */
export const userSelectSchema = createSelectSchema(users).omit({ emailVerificationToken: true });

const nameSchema = (message: string) =>
  z.string(message).trim().min(1, message).max(100, "Must be at most 100 characters");

/** PATCH /api/user/profile. Unknown keys (role, email...) are dropped, never applied. */
export const profileUpdateSchema = z.object({
  username: z
    .string("Username must be at least 3 characters")
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(100, "Username must be at most 100 characters")
    .regex(/^[A-Za-z0-9_]+$/, "Username can only contain letters, numbers, and underscores"),
  firstName: nameSchema("First name is required"),
  lastName: nameSchema("Last name is required"),
});

export const userRoleUpdateSchema = z.object({ role: z.enum(USER_ROLES) });

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
