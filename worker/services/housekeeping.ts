import { lt } from "drizzle-orm";
import { rateLimits } from "#schema/rate-limits";
import { sessions } from "#schema/users";
import type { Db } from "../lib/db";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "./rate-limit-rules";

/** Removes expired sessions and lapsed rate-limit counters; safe to run any number of times. */
export async function purgeExpired(db: Db, now: Date) {
  const [expiredSessions, lapsedCounters] = await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, Math.floor(now.getTime() / 1000) - LONGEST_RATE_LIMIT_WINDOW_SECONDS))
      .returning({ key: rateLimits.key }),
  ]);
  return { sessions: expiredSessions.length, rateLimits: lapsedCounters.length };
}
