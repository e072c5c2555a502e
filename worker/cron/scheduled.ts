import { contestMonthOf, shiftMonth } from "#schema/cyprus-time";
import { readConfig } from "../lib/config";
import { createDb } from "../lib/db";
import { mailComplaintStep } from "../services/complaint-mail";
import { markUnanswered } from "../services/complaint-steps";
import { settleWhenModerated } from "../services/contest-settlement";
import { purgeExpired } from "../services/housekeeping";
import { outgoingMail } from "../services/mail-deliveries";
import { recomputeScores } from "../services/provider-scores";
import type { Bindings } from "../bindings";

/** The trigger declared in wrangler.toml: every day at 00:00 UTC (02:00 or 03:00 in Cyprus). */
export const DAILY_CRON = "0 0 * * *";

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
 * The month before the current Cyprus month settles once its moderation is done, at the latest on
 * the deadline day (settleWhenModerated); a settled month is left as it is.
 */
const settleContestJob: ScheduledJob = {
  name: "settle the review contest of the month that has ended",
  run: async (env, now) => {
    const month = shiftMonth(contestMonthOf(now), -1);
    try {
      const outcome = await settleWhenModerated(createDb(env.DB), readConfig(env), month, now);
      if (!outcome.settled) {
        console.log(`contest ${month} waits: ${outcome.pending} of its reviews are still pending`);
        return;
      }
      const { settlement, pending } = outcome;
      console.log(
        settlement.created
          ? `contest ${month} settled: ${settlement.participants} reviewers, ${settlement.awards.length} prizes, ${pending} pending reviews left out`
          : `contest ${month} was already settled at ${settlement.settledAt.toISOString()}`,
      );
    } catch (error) {
      throw new Error(
        `contest ${month} was not settled; the next daily run tries again, or use the admin's Calculate`,
        { cause: error },
      );
    }
  },
};

/**
 * Every provider's score, recomputed from its inputs (a promotion's terms age, a licence's years
 * grow), and recorded as this month's point of its history (the month's last run leaves its end value).
 */
const scoresJob: ScheduledJob = {
  name: "recompute every provider's score and this month's history",
  run: async (env, now) => {
    const count = await recomputeScores(createDb(env.DB), "all", now, { history: true });
    console.log(`recomputed ${count} providers' scores`);
  },
};

/**
 * Complaints the company left awaiting its answer for NO_RESPONSE_DAYS become 'no_response', and
 * their parties are told; a case already moved is not moved again.
 */
const unansweredComplaintsJob: ScheduledJob = {
  name: "mark complaints the company left unanswered as no response",
  run: async (env, now) => {
    const db = createDb(env.DB);
    const config = readConfig(env);
    const steps = await markUnanswered(db, now);
    for (const step of steps)
      await mailComplaintStep(db, () => outgoingMail(db, config), config.siteUrl, step);
    console.log(`${steps.length} complaints marked as no response`);
  },
};

/** Jobs per cron expression. */
const jobsByCron: Record<string, ScheduledJob[]> = {
  [DAILY_CRON]: [purgeExpiredJob, settleContestJob, unansweredComplaintsJob, scoresJob],
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
