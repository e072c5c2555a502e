import { and, eq, lt } from "drizzle-orm";
import { newsletterSubscribers } from "#schema/content";
import { rateLimits } from "#schema/rate-limits";
import { sessions } from "#schema/users";
import type { Db } from "../lib/db";
import { NEWSLETTER_CONFIRM_TTL_MS } from "./newsletter";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "./rate-limit-rules";

/**
 * Removes expired sessions, lapsed rate-limit counters and newsletter sign-ups never confirmed
 * while their link was valid (an address nobody confirmed is not kept); safe to run any number of
 * times.
 */
export async function purgeExpired(db: Db, now: Date) {
  const [expiredSessions, lapsedCounters, unconfirmed] = await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, Math.floor(now.getTime() / 1000) - LONGEST_RATE_LIMIT_WINDOW_SECONDS))
      .returning({ key: rateLimits.key }),
    db
      .delete(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.verified, false),
          lt(newsletterSubscribers.subscribedAt, new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_MS)),
        ),
      )
      .returning({ id: newsletterSubscribers.id }),
  ]);
  return {
    sessions: expiredSessions.length,
    rateLimits: lapsedCounters.length,
    newsletterSignUps: unconfirmed.length,
  };
}
