import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, unique, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bare, enumCheck, id, localeColumn, timestamp, timestamps } from "./columns";
import { USER_ROLES } from "./enums";

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
    /**
     * When an admin last set the role. Every account starts as an analyst, so that role opens the
     * back office only once assigned (worker/services/permissions.ts).
     */
    roleAssignedAt: timestamp("role_assigned_at"),
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
    /**
     * The language the user last wrote a review in: their contest e-mails are sent in it. No CHECK
     * (adding one to users would rebuild the table); it is written only from a validated locale.
     */
    locale: localeColumn(),
    /**
     * When the user deleted their account. The row stays, emptied of everything personal, for the
     * prize awards kept for bookkeeping; its identity is cleared, so signing in again starts anew.
     */
    deletedAt: timestamp("deleted_at"),
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

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
