import { Hono } from "hono";
import { z } from "zod";
import { SUBSCRIBER_SEARCH_MAX } from "#schema/api/newsletter";
import { validate } from "#worker/lib/validate";
import { requirePermission } from "#worker/middleware/session";
import { exportSubscribers, listSubscribers } from "#worker/services/newsletter";
import type { AppEnv } from "#worker/types";

export const subscriberSearch = z.object({
  q: z
    .string()
    .max(SUBSCRIBER_SEARCH_MAX, `q must be at most ${SUBSCRIBER_SEARCH_MAX} characters`)
    .default(""),
});

export const subscriberReaders = requirePermission("newsletter");

/** The Newsletter screen (admins only): confirmed subscribers, searched by e-mail, and their export. */
export const adminNewsletterRoutes = new Hono<AppEnv>()
  .get("/subscribers", subscriberReaders, validate("query", subscriberSearch), async (c) =>
    c.json(await listSubscribers(c.get("db"), c.req.valid("query").q)),
  )
  .get("/subscribers/export", subscriberReaders, validate("query", subscriberSearch), async (c) =>
    c.json(await exportSubscribers(c.get("db"), c.req.valid("query").q)),
  );
