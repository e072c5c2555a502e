import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reviewLimits } from "#schema/reviews";
import { users } from "#schema/users";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import { getCanReview, recordReview } from "#worker/services/can-review";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
beforeEach(async () => {
  ({ db } = await createTestDb());
  await db.insert(users).values([
    { id: "u-1", email: "one@example.com" },
    { id: "u-2", email: "two@example.com" },
  ]);
});

async function writeReviews(userId: string, count: number, now: Date) {
  for (let i = 0; i < count; i++) await recordReview(db, userId, now, sql`1`);
}

describe("getCanReview", () => {
  it("allows the full limit on a fresh day, with no reason", async () => {
    expect(await getCanReview(db, "u-1", new Date("2026-07-16T09:00:00Z"))).toEqual({
      canReview: true,
      reason: null,
      reviewsRemainingToday: DAILY_REVIEW_LIMIT,
    });
  });

  it("counts down and stops at the limit of the Nicosia day", async () => {
    // 00:05 on 16 July in Nicosia, still 15 July in UTC.
    const justAfterLocalMidnight = new Date("2026-07-15T21:05:00Z");
    await writeReviews("u-1", 3, justAfterLocalMidnight);
    expect((await getCanReview(db, "u-1", new Date("2026-07-16T12:00:00Z"))).reviewsRemainingToday).toBe(7);

    await writeReviews("u-1", 7, justAfterLocalMidnight);
    expect(await getCanReview(db, "u-1", new Date("2026-07-16T20:00:00Z"))).toEqual({
      canReview: false,
      reason: {
        message: "You have reached the daily limit of 10 reviews. Try again tomorrow.",
        messageKey: "reviews.error.daily_limit",
        params: { count: DAILY_REVIEW_LIMIT },
      },
      reviewsRemainingToday: 0,
    });
    const [row] = await db
      .select()
      .from(reviewLimits)
      .where(and(eq(reviewLimits.userId, "u-1"), eq(reviewLimits.limitDate, "2026-07-16")));
    expect(row?.reviewCount).toBe(10);
  });

  it("does not count reviews of the previous Nicosia day, even on the same UTC day", async () => {
    await writeReviews("u-1", 10, new Date("2026-07-15T20:55:00Z")); // 23:55 on 15 July locally
    expect(await getCanReview(db, "u-1", new Date("2026-07-15T21:05:00Z"))).toMatchObject({
      canReview: true,
      reviewsRemainingToday: 10,
    });
    expect((await getCanReview(db, "u-1", new Date("2026-07-15T20:59:00Z"))).canReview).toBe(false);
  });

  it("keeps each user's count apart", async () => {
    const now = new Date("2026-07-16T09:00:00Z");
    await writeReviews("u-1", 10, now);
    expect((await getCanReview(db, "u-2", now)).reviewsRemainingToday).toBe(10);
  });
});

describe("recordReview", () => {
  it("is a statement for a batch that counts only when its condition holds", async () => {
    const now = new Date("2026-07-16T09:00:00Z");
    await db.batch([
      recordReview(db, "u-1", now, sql`1`),
      recordReview(db, "u-1", now, sql`0`),
      recordReview(db, "u-1", now, sql`1`),
    ]);
    expect((await getCanReview(db, "u-1", now)).reviewsRemainingToday).toBe(8);
  });
});
