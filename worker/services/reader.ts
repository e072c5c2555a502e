import type { Db } from "../lib/db";
import { representationOf } from "./representatives";

/**
 * Who reads: their account (null when anonymous) and, for an active representative, the provider
 * they answer for. What a reader may do to a review (vote on it) and to its reply follows from this
 * alone, on the server.
 */
export type Reader = { id: string | null; providerId: string | null };

/** The reader `userId` names, with the provider they answer for (one read, only when signed in). */
export async function readerOf(db: Db, userId: string | null): Promise<Reader> {
  if (!userId) return { id: null, providerId: null };
  return { id: userId, providerId: (await representationOf(db, userId))?.providerId ?? null };
}
