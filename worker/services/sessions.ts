import { and, eq, isNull } from "drizzle-orm";
import { sessions, users } from "#schema/users";
import { randomToken } from "../lib/crypto";
import type { Db } from "../lib/db";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { activeRepresentationOf, type CurrentUser } from "./representatives";
import { publicUserColumns, toPublicUser } from "./users";

/** A session ends after a week without use, and a month after sign-in whatever happens. */
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the idle expiry costs a write, so it happens at most once an hour per session. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

type SessionData = { createdAt: number; lastSeenAt: number };

const idleExpiry = (data: SessionData, now: number) =>
  new Date(Math.min(now + SESSION_IDLE_MS, data.createdAt + SESSION_ABSOLUTE_MS));

/** A new session (a new id at every sign-in); the previous one, if any, is ended in the same batch. */
export async function startSession(db: Db, userId: string, now: Date, previousSid?: string | null) {
  const sid = randomToken();
  const data: SessionData = { createdAt: now.getTime(), lastSeenAt: now.getTime() };
  const insert = db
    .insert(sessions)
    .values({ sid, userId, sess: data, expire: idleExpiry(data, now.getTime()) });
  if (previousSid) await db.batch([db.delete(sessions).where(eq(sessions.sid, previousSid)), insert]);
  else await insert;
  return { sid, absoluteExpiry: new Date(data.createdAt + SESSION_ABSOLUTE_MS) };
}

/**
 * The signed-in user of a session id, with the provider they answer for (read in the same
 * statement), or null when it is unknown or expired (expired ones are removed).
 */
export async function resolveSession(db: Db, sid: string, now: Date): Promise<CurrentUser | null> {
  const [row] = await db
    .select({
      sess: sessions.sess,
      expire: sessions.expire,
      user: publicUserColumns,
      providerId: providerRepresentatives.providerId,
      brand: providers.brand,
    })
    .from(sessions)
    // A deleted account's sessions are removed with it; one started while it was being deleted
    // still names no one.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
    .leftJoin(providerRepresentatives, activeRepresentationOf(users.id))
    .leftJoin(providers, eq(providers.id, providerRepresentatives.providerId))
    .where(eq(sessions.sid, sid));
  if (!row) return null;
  const data = row.sess as SessionData;
  const time = now.getTime();
  if (row.expire.getTime() <= time || data.createdAt + SESSION_ABSOLUTE_MS <= time) {
    await endSession(db, sid);
    return null;
  }
  if (time - data.lastSeenAt >= TOUCH_INTERVAL_MS) {
    const touched = { ...data, lastSeenAt: time };
    await db
      .update(sessions)
      .set({ sess: touched, expire: idleExpiry(touched, time) })
      .where(eq(sessions.sid, sid));
  }
  const { providerId, brand } = row;
  return {
    ...toPublicUser(row.user),
    representation: providerId && brand ? { providerId, brand } : null,
  };
}

export async function endSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}
