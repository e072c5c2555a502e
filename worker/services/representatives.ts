import { and, eq } from "drizzle-orm";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import type { Db } from "../lib/db";

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
