import { and, eq, type SQLWrapper } from "drizzle-orm";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import type { Db } from "../lib/db";
import type { PublicUser } from "./users";

export type Representation = { providerId: string; brand: string };

/**
 * The rule of who answers: only an active representative, and for one provider (a unique index
 * keeps one active row per account). A join condition, so the session read can share it.
 */
export const activeRepresentationOf = (userId: SQLWrapper | string) =>
  and(eq(providerRepresentatives.userId, userId), eq(providerRepresentatives.status, "active"));

/** The provider a user answers for; null for everyone else. */
export async function representationOf(db: Db, userId: string): Promise<Representation | null> {
  const [row] = await db
    .select({ providerId: providerRepresentatives.providerId, brand: providers.brand })
    .from(providerRepresentatives)
    .innerJoin(providers, eq(providers.id, providerRepresentatives.providerId))
    .where(activeRepresentationOf(userId));
  return row ?? null;
}

/** A user as GET /api/me and /api/auth/user show them: with the provider they answer for. */
export type CurrentUser = PublicUser & { representation: Representation | null };

/** `user` as a CurrentUser, read now (after a change the session's copy does not show). */
export const withRepresentation = async (db: Db, user: PublicUser): Promise<CurrentUser> => ({
  ...user,
  representation: await representationOf(db, user.id),
});
