import { app } from "./app";
import { runScheduledJobs } from "./cron/scheduled";
import type { Bindings } from "./bindings";

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runScheduledJobs(controller.cron, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Bindings>;
