import { Hono } from "hono";
import { z } from "zod";
import { COMPLAINT_QUEUE_FILTERS } from "#schema/api/admin-complaint-queue";
import { pageParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission } from "#worker/middleware/session";
import { listComplaintQueue } from "#worker/services/admin-complaint-queue";
import type { AppEnv } from "#worker/types";

export const complaintQueueQuery = z.object({
  status: z
    .enum(COMPLAINT_QUEUE_FILTERS, `status must be one of ${COMPLAINT_QUEUE_FILTERS.join(", ")}`)
    .default("all"),
  providerId: z.string().trim().min(1).max(255).optional(),
  page: pageParam,
});

export const complaintMediators = requirePermission("complaints");

/** The complaints queue (each case's own screen and its steps are the case routes'). */
export const adminComplaintQueueRoutes = new Hono<AppEnv>().get(
  "/",
  complaintMediators,
  validate("query", complaintQueueQuery),
  async (c) => c.json(await listComplaintQueue(c.get("db"), c.req.valid("query"), new Date())),
);
