import { z } from "zod/mini";

/** GET /api/admin/audit-log: the newest admin actions first. */
export const auditLogEntrySchema = z.strictObject({
  id: z.string(),
  actorUserId: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  detailsJson: z.nullable(z.record(z.string(), z.unknown())),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
