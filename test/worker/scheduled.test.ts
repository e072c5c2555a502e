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
import { MONTHLY_CRON, runScheduledJobs } from "#worker/cron/scheduled";
import { db } from "./support/client";

const NOW = new Date("2026-12-01T00:00:00Z");
const MINUTE_MS = 60_000;
const HOUR_SECONDS = 60 * 60;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function runMonthlyCron(scheduledTime: Date) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ cron: MONTHLY_CRON, scheduledTime: scheduledTime.getTime() }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("the monthly cron trigger", () => {
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

    await runMonthlyCron(NOW);

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

describe("the monthly cron's contest settlement", () => {
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
    await runMonthlyCron(new Date("2026-10-01T00:00:00Z"));
    await runMonthlyCron(new Date("2026-10-01T00:00:00Z"));

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
    // A deployment without its secrets cannot read its configuration: the settlement fails.
    const broken = { ...env, ENVIRONMENT: "production" };
    const when = new Date("2026-08-01T00:00:00Z");
    await expect(runScheduledJobs(MONTHLY_CRON, broken, when)).rejects.toThrow("1 scheduled job(s) failed");
    expect(errors.mock.calls.flat().join(" ")).toContain("contest 2026-07 was not settled");
    expect(await db().select().from(sessions).where(eq(sessions.sid, "cron-broken-expired"))).toEqual([]);
    expect(
      await db().select().from(contestSettlements).where(eq(contestSettlements.month, "2026-07")),
    ).toEqual([]);
    errors.mockRestore();

    await runScheduledJobs(MONTHLY_CRON, env, when);
    expect(
      await db()
        .select({ month: contestSettlements.month })
        .from(contestSettlements)
        .where(eq(contestSettlements.month, "2026-07")),
    ).toEqual([{ month: "2026-07" }]);
  });
});
