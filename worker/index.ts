import { app } from "./app";
import { runScheduledJobs } from "./cron/scheduled";
import { consumeMailBatch } from "./queue/mail-consumer";
import type { Bindings } from "./bindings";
import type { MailQueueMessage } from "./services/mail-deliveries";

export default {
  fetch: app.fetch,
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runScheduledJobs(controller.cron, env, new Date(controller.scheduledTime)));
  },
  queue: (batch, env) => consumeMailBatch(batch, env),
} satisfies ExportedHandler<Bindings, MailQueueMessage>;
