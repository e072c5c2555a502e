import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { readConfig } from "../lib/config";
import { createDb } from "../lib/db";
import { settleAndNotify } from "../services/contest-settlement";
import { purgeExpired } from "../services/housekeeping";
import type { Bindings } from "../bindings";

/** The trigger declared in wrangler.toml: 00:00 UTC on the first day of every month. */
export const MONTHLY_CRON = "0 0 1 * *";

type ScheduledJob = { name: string; run: (env: Bindings, now: Date) => Promise<void> };

const purgeExpiredJob: ScheduledJob = {
  name: "purge expired sessions, rate-limit counters and unconfirmed newsletter sign-ups",
  run: async (env, now) => {
    const removed = await purgeExpired(createDb(env.DB), now);
    console.log(
      `purged ${removed.sessions} sessions, ${removed.rateLimits} rate-limit counters, ${removed.newsletterSignUps} unconfirmed newsletter sign-ups`,
    );
  },
};

/**
 * 00:00 UTC on the 1st is already 02:00 or 03:00 on the 1st in Cyprus: the month before the
 * current Cyprus month has just ended.
 */
const settleContestJob: ScheduledJob = {
  name: "settle the monthly review contest",
  run: async (env, now) => {
    const month = shiftMonth(contestMonthOf(now), -1);
    try {
      const settlement = await settleAndNotify(createDb(env.DB), readConfig(env), month, {
        now,
        settledBy: null,
      });
      console.log(
        settlement.created
          ? `contest ${month} settled: ${settlement.participants} reviewers, ${settlement.awards.length} prizes`
          : `contest ${month} was already settled at ${settlement.settledAt.toISOString()}`,
      );
    } catch (error) {
      throw new Error(
        `contest ${month} was not settled; run it again with the admin's Calculate or the cron trigger`,
        { cause: error },
      );
    }
  },
};

/** Jobs per cron expression. */
const jobsByCron: Record<string, ScheduledJob[]> = {
  [MONTHLY_CRON]: [purgeExpiredJob, settleContestJob],
};

/**
 * Runs every job of a trigger, each on its own: one that fails is logged and the others still run;
 * the invocation then fails, so the platform shows it. Each job must be safe to run twice (cron
 * delivery is not exactly-once).
 */
export async function runScheduledJobs(cron: string, env: Bindings, now: Date) {
  const jobs = jobsByCron[cron];
  if (!jobs) {
    console.warn(`No scheduled jobs for cron "${cron}"`);
    return;
  }
  const failures: unknown[] = [];
  for (const job of jobs) {
    try {
      await job.run(env, now);
    } catch (error) {
      console.error(`cron "${cron}": ${job.name} failed:`, error);
      failures.push(error);
    }
  }
  console.log(`cron "${cron}" at ${now.toISOString()}: ${jobs.map((job) => job.name).join(", ")}`);
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} scheduled job(s) failed`);
}
