import { createDb } from "../lib/db";
import { purgeExpired } from "../services/housekeeping";
import type { Bindings } from "../bindings";

/** The trigger declared in wrangler.toml: 00:00 UTC on the first day of every month. */
export const MONTHLY_CRON = "0 0 1 * *";

type ScheduledJob = { name: string; run: (env: Bindings, now: Date) => Promise<void> };

const purgeExpiredJob: ScheduledJob = {
  name: "purge expired sessions and rate-limit counters",
  run: async (env, now) => {
    const removed = await purgeExpired(createDb(env.DB), now);
    console.log(`purged ${removed.sessions} sessions, ${removed.rateLimits} rate-limit counters`);
  },
};

/** Jobs per cron expression. The monthly contest settlement registers here too. */
const jobsByCron: Record<string, ScheduledJob[]> = {
  [MONTHLY_CRON]: [purgeExpiredJob],
};

/** Runs every job of a trigger; each must be safe to run twice (cron delivery is not exactly-once). */
export async function runScheduledJobs(cron: string, env: Bindings, now: Date) {
  const jobs = jobsByCron[cron];
  if (!jobs) {
    console.warn(`No scheduled jobs for cron "${cron}"`);
    return;
  }
  for (const job of jobs) await job.run(env, now);
  console.log(
    `cron "${cron}" at ${now.toISOString()}: ${jobs.map((job) => job.name).join(", ") || "no jobs registered"}`,
  );
}
