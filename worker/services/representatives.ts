import { and, eq } from "drizzle-orm";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import type { Db } from "../lib/db";
import type { PublicUser } from "./users";

export type Representation = { providerId: string; brand: string };

/**
 * The provider a user answers for: only an active representative answers, and for one provider
 * (a unique index keeps one active row per account). Null for everyone else.
 */
export async function representationOf(db: Db, userId: string): Promise<Representation | null> {
  const [row] = await db
    .select({ providerId: providerRepresentatives.providerId, brand: providers.brand })
    .from(providerRepresentatives)
    .innerJoin(providers, eq(providers.id, providerRepresentatives.providerId))
    .where(and(eq(providerRepresentatives.userId, userId), eq(providerRepresentatives.status, "active")));
  return row ?? null;
}

/** A signed-in user as GET /api/me and /api/auth/user show them: with the provider they answer for. */
export const withRepresentation = async (db: Db, user: PublicUser) => ({
  ...user,
  representation: await representationOf(db, user.id),
});
