import { and, eq, sql } from "drizzle-orm";
import { withoutControlCharacters } from "#schema/control-characters";
import { users } from "#schema/users";
import type { Permission } from "#schema/api/permissions";
import type { Db } from "../lib/db";
import { permissionsOf } from "./permissions";

type UserRow = typeof users.$inferSelect;

/**
 * What the API shows of a user: never the verification token or the identity link, and their
 * back-office permissions in place of when their role was assigned.
 */
export type PublicUser = Pick<
  UserRow,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "username"
  | "profileImageUrl"
  | "role"
  | "emailVerified"
  | "emailVerifiedAt"
> & { permissions: Permission[] };

/** The columns a PublicUser is made of (toPublicUser). */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
  emailVerified: users.emailVerified,
  emailVerifiedAt: users.emailVerifiedAt,
  roleAssignedAt: users.roleAssignedAt,
};
type PublicUserRow = { [K in keyof typeof publicUserColumns]: UserRow[K] };

export function toPublicUser({ roleAssignedAt, ...row }: PublicUserRow): PublicUser {
  return { ...row, permissions: permissionsOf({ role: row.role, roleAssignedAt }) };
}

export type IdentityClaims = {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
};

/** A name from the provider's claims, fit to show: control characters go, the sign-in goes ahead. */
const claimedName = (name: string | undefined) =>
  (name && withoutControlCharacters(name).slice(0, 100)) || null;

const hasEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

async function emailIsFree(db: Db, email: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(hasEmail(email));
  return !taken;
}

/**
 * The account of an identity (issuer + subject), created on first sign-in as an analyst with the
 * provider's names, e-mail and picture. An address already used by another account is not taken
 * over: accounts are never linked by e-mail.
 */
export async function upsertIdentityUser(db: Db, claims: IdentityClaims, now: Date): Promise<PublicUser> {
  const identity = and(eq(users.oidcIssuer, claims.issuer), eq(users.oidcSubject, claims.subject));
  const verified = claims.emailVerified === true ? { emailVerified: true, emailVerifiedAt: now } : {};
  const [existing] = await db.select(publicUserColumns).from(users).where(identity);
  if (existing) {
    if (
      claims.emailVerified &&
      existing.email?.toLowerCase() === claims.email?.toLowerCase() &&
      !existing.emailVerified
    ) {
      const [updated] = await db
        .update(users)
        .set(verified)
        .where(eq(users.id, existing.id))
        .returning(publicUserColumns);
      return toPublicUser(updated ?? existing);
    }
    return toPublicUser(existing);
  }
  const email = claims.email?.toLowerCase();
  const usableEmail = email && (await emailIsFree(db, email)) ? email : null;
  const account = {
    firstName: claimedName(claims.firstName),
    lastName: claimedName(claims.lastName),
    profileImageUrl: claims.picture?.slice(0, 500) || null,
    oidcIssuer: claims.issuer,
    oidcSubject: claims.subject,
  };
  // A sign-in of the same identity at the same moment may have created it meanwhile, or another
  // identity may have taken the address: that one keeps it, this account goes without.
  const created =
    (await insertUser(db, { ...account, email: usableEmail, ...(usableEmail ? verified : {}) })) ??
    (await db.select(publicUserColumns).from(users).where(identity))[0] ??
    (await insertUser(db, { ...account, email: null }));
  if (!created) throw new Error("The new user was not stored");
  return toPublicUser(created);
}

/** A new account, or undefined when another with its identity or e-mail was stored first. */
const insertUser = async (db: Db, values: typeof users.$inferInsert) =>
  (await db.insert(users).values(values).onConflictDoNothing().returning(publicUserColumns))[0];

/**
 * The development sign-in (ENVIRONMENT=development only): the account with this e-mail, created if new,
 * so the seeded admin@example.com signs in as the admin.
 */
export async function upsertDevUser(
  db: Db,
  input: { email: string; firstName?: string; lastName?: string },
): Promise<PublicUser> {
  const email = input.email.toLowerCase();
  const existing = () => db.select(publicUserColumns).from(users).where(hasEmail(email));
  const [found] = await existing();
  if (found) return toPublicUser(found);
  // Unless a sign-in with the same address at the same moment stored it first.
  const created =
    (await insertUser(db, { email, firstName: input.firstName || null, lastName: input.lastName || null })) ??
    (await existing())[0];
  if (!created) throw new Error("The new user was not stored");
  return toPublicUser(created);
}
