import { and, eq, ne, sql } from "drizzle-orm";
import type { ProfileUpdate } from "#schema/api/profile";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { isUniqueViolation } from "../lib/unique-violation";

/** The user as GET /api/user/profile shows it: no role, no token hash. */
export type Profile = {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  emailVerified: boolean;
  emailVerifiedAt: Date | null;
  profileImageUrl: string | null;
};

const profileColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: users.emailVerified,
  emailVerifiedAt: users.emailVerifiedAt,
  profileImageUrl: users.profileImageUrl,
};

const usernameTaken = () => apiError(409, "profile.validation.username_taken");

const USERNAME_UNIQUE = /users\.username|index 'users_username_lower_unique'/i;

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Writes only the three editable fields. Usernames are compared without case, so 'Eleni_G' cannot
 * sit beside 'eleni_g' and be mistaken for it on the leaderboard.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<Profile> {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, userId)))
    .limit(1);
  if (clash) throw usernameTaken();

  let updated: Profile | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ username: input.username, firstName: input.firstName, lastName: input.lastName })
      .where(eq(users.id, userId))
      .returning(profileColumns);
  } catch (error) {
    // Another request took the same spelling between the check and the write.
    if (isUniqueViolation(error, USERNAME_UNIQUE)) throw usernameTaken();
    throw error;
  }
  if (!updated) throw apiError(404, "account.error.user_not_found");
  return updated;
}
