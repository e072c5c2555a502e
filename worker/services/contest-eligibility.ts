import { and, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { userPaymentMethods } from "#schema/contest";
import { users } from "#schema/users";
import type { Db } from "../lib/db";

export type ContestEligibility = {
  eligible: boolean;
  emailVerified: boolean;
  profileComplete: boolean;
  hasPaymentMethod: boolean;
};

const filled = (column: AnyColumn) => sql`trim(coalesce(${column}, '')) <> ''`;

/**
 * Who may enter the contest, as SQL over `users`: a verified e-mail, a complete profile (username, first and last
 * name) and a saved payout method. The profile card and the contest's prizes read these same
 * conditions, so what the card promises is what the settlement pays.
 */
const conditions = {
  emailVerified: sql`${users.emailVerified} = 1`,
  profileComplete: sql`(${filled(users.username)} and ${filled(users.firstName)} and ${filled(users.lastName)})`,
  hasPaymentMethod: sql`exists (select 1 from ${userPaymentMethods} where ${userPaymentMethods.userId} = ${users.id} and ${userPaymentMethods.isActive} = 1)`,
};

/** 1 when the user of the current `users` row may win a prize, else 0. */
export const isContestEligible: SQL<number> = sql<number>`(${and(
  conditions.emailVerified,
  conditions.profileComplete,
  conditions.hasPaymentMethod,
)})`;

const asBoolean = (condition: SQL) => sql<number>`(${condition})`.mapWith(Boolean);

export async function getContestEligibility(db: Db, userId: string): Promise<ContestEligibility> {
  const [row] = await db
    .select({
      emailVerified: asBoolean(conditions.emailVerified),
      profileComplete: asBoolean(conditions.profileComplete),
      hasPaymentMethod: asBoolean(conditions.hasPaymentMethod),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const { emailVerified = false, profileComplete = false, hasPaymentMethod = false } = row ?? {};
  return {
    eligible: emailVerified && profileComplete && hasPaymentMethod,
    emailVerified,
    profileComplete,
    hasPaymentMethod,
  };
}
