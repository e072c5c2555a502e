import { Hono } from "hono";
import { z } from "zod";
import { closeComplaintSchema, handOverSchema, hideMessageSchema } from "#schema/api/complaints";
import { idParam } from "#worker/lib/route-inputs";
import { validate } from "#worker/lib/validate";
import { requirePermission, signedInUser } from "#worker/middleware/session";
import { afterStep } from "#worker/routes/complaints";
import { closeComplaint, handOverComplaint, hideComplaintMessage } from "#worker/services/complaint-steps";
import { readAdminComplaintCase } from "#worker/services/complaints";
import type { AppEnv } from "#worker/types";

export const mediators = requirePermission("complaints");
const messageParam = idParam.extend({ messageId: z.string().trim().min(1).max(255) });

/**
 * A case in the back office: all of it (amount, e-mails, hidden messages), and staff's steps:
 * accept or hand over, close with an outcome, hide a message. Staff write in the thread through
 * the public /api/complaints/{id}/messages, as the mediator.
 */
export const adminComplaintCaseRoutes = new Hono<AppEnv>()
  .get("/:id", mediators, validate("param", idParam), async (c) =>
    c.json(await readAdminComplaintCase(c.get("db"), c.req.valid("param").id)),
  )
  .post("/:id/status", mediators, validate("param", idParam), validate("json", handOverSchema), async (c) => {
    const { id } = c.req.valid("param");
    const step = await handOverComplaint(
      c.get("db"),
      signedInUser(c),
      id,
      c.req.valid("json").status,
      new Date(),
    );
    await afterStep(c, step);
    return c.json(await readAdminComplaintCase(c.get("db"), id));
  })
  .post(
    "/:id/close",
    mediators,
    validate("param", idParam),
    validate("json", closeComplaintSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const step = await closeComplaint(c.get("db"), signedInUser(c), id, c.req.valid("json"), new Date());
      await afterStep(c, step);
      return c.json(await readAdminComplaintCase(c.get("db"), id));
    },
  )
  .post(
    "/:id/messages/:messageId/hide",
    mediators,
    validate("param", messageParam),
    validate("json", hideMessageSchema),
    async (c) => {
      const { id, messageId } = c.req.valid("param");
      await hideComplaintMessage(
        c.get("db"),
        signedInUser(c),
        id,
        messageId,
        c.req.valid("json").reason,
        new Date(),
      );
      return c.json(await readAdminComplaintCase(c.get("db"), id));
    },
  );
