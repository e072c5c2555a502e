import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#schema/content";
import { rateLimits } from "#schema/rate-limits";
import { sessions, users } from "#schema/users";
import { purgeExpired } from "#worker/services/housekeeping";
import { createTestDb, type TestDb } from "../support/libsql-db";

const NOW = new Date("2026-12-01T00:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
let db: TestDb;

beforeAll(async () => {
  ({ db } = await createTestDb());
  await db.insert(users).values({ id: "u1", email: "u1@example.com" });
  await db.insert(sessions).values([
    { sid: "old", userId: "u1", sess: {}, expire: new Date(NOW.getTime() - 1000) },
    { sid: "live", userId: "u1", sess: {}, expire: new Date(NOW.getTime() + 1000) },
  ]);
  await db.insert(rateLimits).values([
    { key: "sign-in:stale", windowStart: seconds(NOW) - 2 * 24 * 60 * 60, count: 3 },
    { key: "verification-email:u1", windowStart: seconds(NOW) - 60 * 60, count: 1 },
  ]);
  const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
  await db.insert(newsletterSubscribers).values([
    { email: "lapsed@example.com", verified: false, subscribedAt: hoursAgo(49) },
    { email: "pending@example.com", verified: false, subscribedAt: hoursAgo(47) },
    { email: "confirmed@example.com", verified: true, subscribedAt: hoursAgo(24 * 400) },
  ]);
});

describe("purgeExpired (daily cron)", () => {
  it("removes expired sessions, lapsed counters and lapsed sign-ups, keeps the live ones, and can run twice", async () => {
    expect(await purgeExpired(db, NOW)).toEqual({ sessions: 1, rateLimits: 1, newsletterSignUps: 1 });
    expect((await db.select().from(sessions)).map((s) => s.sid)).toEqual(["live"]);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["verification-email:u1"]);
    const kept = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(kept.map((row) => row.email).sort()).toEqual(["confirmed@example.com", "pending@example.com"]);
    expect(await purgeExpired(db, NOW)).toEqual({ sessions: 0, rateLimits: 0, newsletterSignUps: 0 });
  });
});
