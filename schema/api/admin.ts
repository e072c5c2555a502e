import { z } from "./zod";

/** GET /api/admin/audit-log: the newest admin actions first. */
export const auditLogEntrySchema = z.strictObject({
  id: z.string(),
  actorUserId: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  detailsJson: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
