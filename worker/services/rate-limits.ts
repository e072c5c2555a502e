import { sql } from "drizzle-orm";
import { rateLimits } from "#schema/rate-limits";
import type { Db } from "../lib/db";

export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on `bucket:client` in a fixed window, atomically in one statement; says how long
 * to wait once the limit is passed.
 */
export async function hitRateLimit(db: Db, rule: RateLimitRule, client: string, now: Date) {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiredBefore = nowSeconds - rule.windowSeconds;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${rule.bucket}:${client}`, windowStart: nowSeconds, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expiredBefore} then ${nowSeconds} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  if (!row || row.count <= rule.limit) return { allowed: true as const };
  return {
    allowed: false as const,
    retryAfterSeconds: Math.max(1, row.windowStart + rule.windowSeconds - nowSeconds),
  };
}
