import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { contestSettlements, prizeAwards, reviewLeaderboards } from "#schema/contest";
import { providers } from "#schema/providers";
import { rateLimits } from "#schema/rate-limits";
import { reviews } from "#schema/reviews";
import { sessions, users } from "#schema/users";
import worker from "#worker/index";
import { DAILY_CRON, runScheduledJobs } from "#worker/cron/scheduled";
import { db } from "./support/client";

const settlementsOf = (month: string) =>
  db()
    .select({ month: contestSettlements.month })
    .from(contestSettlements)
    .where(eq(contestSettlements.month, month));

const standingsOf = async (month: string) =>
  (await db().select().from(reviewLeaderboards).where(eq(reviewLeaderboards.month, month))).map((row) => [
    row.userId,
    row.reviewCount,
  ]);

const NOW = new Date("2026-12-01T00:00:00Z");
const MINUTE_MS = 60_000;
const HOUR_SECONDS = 60 * 60;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function runDailyCron(scheduledTime: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron: DAILY_CRON, scheduledTime: scheduledTime.getTime() }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("the daily cron trigger", () => {
  it("purges expired sessions and lapsed rate-limit counters through the scheduled handler, and only those", async () => {
    await db().insert(users).values({ id: "cron-user", email: "cron@example.com" });
    await db()
      .insert(sessions)
      .values([
        { sid: "cron-expired", userId: "cron-user", sess: {}, expire: new Date(NOW.getTime() - MINUTE_MS) },
        { sid: "cron-live", userId: "cron-user", sess: {}, expire: new Date(NOW.getTime() + MINUTE_MS) },
      ]);
    // Verification e-mails count over a whole day: a counter begun 23 hours ago still holds.
    await db()
      .insert(rateLimits)
      .values([
        { key: "cron:lapsed", windowStart: seconds(NOW) - 25 * HOUR_SECONDS, count: 3 },
        { key: "cron:live", windowStart: seconds(NOW) - 23 * HOUR_SECONDS, count: 1 },
      ]);

    await runDailyCron(NOW);

    const sids = await db()
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(inArray(sessions.sid, ["cron-expired", "cron-live"]));
    expect(sids).toEqual([{ sid: "cron-live" }]);
    const keys = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ["cron:lapsed", "cron:live"]));
    expect(keys).toEqual([{ key: "cron:live" }]);
  });
});

describe("the daily cron's contest settlement", () => {
  it("settles the month that just ended in Cyprus, once, through workerd's scheduled event", async () => {
    await db()
      .insert(users)
      .values({ id: "cron-reviewer", email: "reviewer@example.com", username: "cron_reviewer" });
    await db()
      .insert(providers)
      .values(
        ["cron-p-1", "cron-p-2"].map((id) => ({ id, brand: id, domain: `${id}.example`, licenseId: id })),
      );
    await db()
      .insert(reviews)
      .values([
        // 30 September 2026 12:00 UTC: September.
        {
          providerId: "cron-p-1",
          userId: "cron-reviewer",
          rating: 5,
          status: "approved",
          createdAt: new Date("2026-09-30T12:00:00Z"),
        },
        // 30 September 2026 21:30 UTC is 1 October 00:30 in Cyprus (summer time): October's.
        {
          providerId: "cron-p-2",
          userId: "cron-reviewer",
          rating: 4,
          status: "approved",
          createdAt: new Date("2026-09-30T21:30:00Z"),
        },
      ]);

    // 00:00 UTC on 1 October is 03:00 on 1 October in Cyprus: September has just ended.
    await runDailyCron(new Date("2026-10-01T00:00:00Z"));
    await runDailyCron(new Date("2026-10-01T00:00:00Z"));

    expect(
      await db()
        .select({ month: contestSettlements.month })
        .from(contestSettlements)
        .where(eq(contestSettlements.month, "2026-09")),
    ).toEqual([{ month: "2026-09" }]);
    const standings = await db()
      .select()
      .from(reviewLeaderboards)
      .where(eq(reviewLeaderboards.month, "2026-09"));
    expect(standings.map((row) => [row.userId, row.rank, row.reviewCount])).toEqual([
      ["cron-reviewer", 1, 1],
    ]);
    // Not eligible (no verified e-mail, no payout method): ranked, no prize, no award.
    expect(standings[0]?.prizeAmount).toBe(0);
    expect(await db().select().from(prizeAwards)).toEqual([]);
  });

  it("logs a failed settlement with its month, still runs the other jobs, and can simply run again", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await db()
      .insert(sessions)
      .values({ sid: "cron-broken-expired", sess: {}, expire: new Date("2026-07-01T00:00:00Z") });
    // A deployment without its secrets cannot read its configuration: the settlement fails, and so
    // do the complaint mails of the no-response job.
    const broken = { ...env, ENVIRONMENT: "production" };
    const when = new Date("2026-08-01T00:00:00Z");
    await expect(runScheduledJobs(DAILY_CRON, broken, when)).rejects.toThrow("2 scheduled job(s) failed");
    expect(errors.mock.calls.flat().join(" ")).toContain("contest 2026-07 was not settled");
    expect(await db().select().from(sessions).where(eq(sessions.sid, "cron-broken-expired"))).toEqual([]);
    expect(
      await db().select().from(contestSettlements).where(eq(contestSettlements.month, "2026-07")),
    ).toEqual([]);
    errors.mockRestore();

    await runScheduledJobs(DAILY_CRON, env, when);
    expect(
      await db()
        .select({ month: contestSettlements.month })
        .from(contestSettlements)
        .where(eq(contestSettlements.month, "2026-07")),
    ).toEqual([{ month: "2026-07" }]);
  });

  it("waits while a review written in the month is pending, and settles on the first run after moderation", async () => {
    await db()
      .insert(users)
      .values({ id: "wait-reviewer", email: "wait@example.com", username: "wait_reviewer" });
    await db()
      .insert(providers)
      .values(
        ["wait-p-1", "wait-p-2"].map((id) => ({ id, brand: id, domain: `${id}.example`, licenseId: id })),
      );
    await db()
      .insert(reviews)
      .values([
        {
          id: "wait-approved",
          providerId: "wait-p-1",
          userId: "wait-reviewer",
          rating: 5,
          status: "approved",
          createdAt: new Date("2026-02-10T12:00:00Z"),
        },
        {
          id: "wait-pending",
          providerId: "wait-p-2",
          userId: "wait-reviewer",
          rating: 4,
          status: "pending",
          createdAt: new Date("2026-02-27T12:00:00Z"),
        },
      ]);

    // 1 and 2 March: February's review is still pending, so February waits.
    await runDailyCron(new Date("2026-03-01T00:00:00Z"));
    await runDailyCron(new Date("2026-03-02T00:00:00Z"));
    expect(await settlementsOf("2026-02")).toEqual([]);

    // Moderated on the 2nd: the run of the 3rd settles, the late-approved review counted.
    await db().update(reviews).set({ status: "approved" }).where(eq(reviews.id, "wait-pending"));
    await runDailyCron(new Date("2026-03-03T00:00:00Z"));
    expect(await settlementsOf("2026-02")).toEqual([{ month: "2026-02" }]);
    expect(await standingsOf("2026-02")).toEqual([["wait-reviewer", 2]]);
  });

  it("settles on the 5th day in Cyprus whatever is still pending, leaving it out; a second run writes nothing", async () => {
    await db()
      .insert(users)
      .values({ id: "late-reviewer", email: "late@example.com", username: "late_reviewer" });
    await db()
      .insert(providers)
      .values(
        ["late-p-1", "late-p-2"].map((id) => ({ id, brand: id, domain: `${id}.example`, licenseId: id })),
      );
    await db()
      .insert(reviews)
      .values([
        {
          providerId: "late-p-1",
          userId: "late-reviewer",
          rating: 5,
          status: "approved",
          createdAt: new Date("2026-05-10T12:00:00Z"),
        },
        {
          providerId: "late-p-2",
          userId: "late-reviewer",
          rating: 4,
          status: "pending",
          createdAt: new Date("2026-05-30T12:00:00Z"),
        },
      ]);

    // 4 June 23:59 in Cyprus (summer time, UTC+3) is still the 4th: May waits.
    await runDailyCron(new Date("2026-06-04T20:59:00Z"));
    expect(await settlementsOf("2026-05")).toEqual([]);
    // 21:00 UTC on 4 June is midnight of the 5th in Cyprus: May settles, the pending review left out.
    await runDailyCron(new Date("2026-06-04T21:00:00Z"));
    await runDailyCron(new Date("2026-06-05T00:00:00Z"));
    expect(await settlementsOf("2026-05")).toEqual([{ month: "2026-05" }]);
    expect(await standingsOf("2026-05")).toEqual([["late-reviewer", 1]]);
  });
});
