import { and, eq } from "drizzle-orm";
import { userPaymentMethods } from "#schema/contest";
import { users } from "#schema/users";
import type { Db } from "../lib/db";

export type ContestEligibility = {
  eligible: boolean;
  emailVerified: boolean;
  profileComplete: boolean;
  hasPaymentMethod: boolean;
};

const filled = (value: string | null) => (value ?? "").trim() !== "";

/** Spec §4: verified e-mail, username + first + last name, and a saved payout method. */
export async function getContestEligibility(db: Db, userId: string): Promise<ContestEligibility> {
  const [[user], [method]] = await Promise.all([
    db
      .select({
        emailVerified: users.emailVerified,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    db
      .select({ id: userPaymentMethods.id })
      .from(userPaymentMethods)
      .where(and(eq(userPaymentMethods.userId, userId), eq(userPaymentMethods.isActive, true)))
      .limit(1),
  ]);
  const emailVerified = user?.emailVerified ?? false;
  const profileComplete = !!user && filled(user.username) && filled(user.firstName) && filled(user.lastName);
  const hasPaymentMethod = !!method;
  return {
    eligible: emailVerified && profileComplete && hasPaymentMethod,
    emailVerified,
    profileComplete,
    hasPaymentMethod,
  };
}
