import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "#schema/rate-limits";
import type { Db } from "../lib/db";
import type { RateLimitRule } from "./rate-limit-rules";

const keyOf = (rule: RateLimitRule, client: string) => `${rule.bucket}:${client}`;
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

/** How long a client that has used up its window must wait: at least a second. */
const waitOf = (windowStart: number, rule: RateLimitRule, nowSeconds: number) =>
  Math.max(1, windowStart + rule.windowSeconds - nowSeconds);

/** Counts one hit on `bucket:client` in a fixed window, atomically in one statement. */
async function countHit(db: Db, rule: RateLimitRule, client: string, now: Date) {
  const nowSeconds = secondsOf(now);
  const expiredBefore = nowSeconds - rule.windowSeconds;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, client), windowStart: nowSeconds, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${nowSeconds} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  return row;
}

/** Counts this request, and says how long to wait once the limit is passed. */
export async function hitRateLimit(db: Db, rule: RateLimitRule, client: string, now: Date) {
  const row = await countHit(db, rule, client, now);
  if (!row || row.count <= rule.limit) return { allowed: true as const };
  return { allowed: false as const, retryAfterSeconds: waitOf(row.windowStart, rule, secondsOf(now)) };
}

/** Seconds to wait before one more may be counted (0: go ahead), counting nothing. */
export async function secondsUntilAllowed(db: Db, rule: RateLimitRule, client: string, now: Date) {
  const nowSeconds = secondsOf(now);
  const [row] = await db
    .select()
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, keyOf(rule, client)),
        gt(rateLimits.windowStart, nowSeconds - rule.windowSeconds),
      ),
    );
  return row && row.count >= rule.limit ? waitOf(row.windowStart, rule, nowSeconds) : 0;
}

/** Counts something that happened (e.g. a mail sent), for a later `secondsUntilAllowed`. */
export async function countRateLimited(db: Db, rule: RateLimitRule, client: string, now: Date) {
  await countHit(db, rule, client, now);
}
