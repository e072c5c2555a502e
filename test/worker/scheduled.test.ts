import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sessions, users } from "#schema/users";
import worker from "#worker/index";
import { MONTHLY_CRON } from "#worker/cron/scheduled";
import { db } from "./support/client";

describe("the monthly cron trigger", () => {
  it("runs its jobs through the Worker's scheduled handler (expired sessions are purged)", async () => {
    await db().insert(users).values({ id: "cron-user", email: "cron@example.com" });
    await db()
      .insert(sessions)
      .values({ sid: "expired", userId: "cron-user", sess: {}, expire: new Date(Date.now() - 60_000) });
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ cron: MONTHLY_CRON, scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await db().select().from(sessions)).toEqual([]);
  });
});
