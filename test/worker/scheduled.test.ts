import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#schema/rate-limits";
import { sessions, users } from "#schema/users";
import worker from "#worker/index";
import { MONTHLY_CRON } from "#worker/cron/scheduled";
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
