import { z } from "./zod";

/** GET /api/admin/audit-log: the newest admin actions first. */
export const auditLogEntrySchema = z.strictObject({
  id: z.string(),
  actorUserId: z.nullable(z.string()),
  /** The actor's e-mail; null once their account is deleted. */
  actorEmail: z.nullable(z.string()),
  /** Who acted, by name: username, else first and last name, else e-mail; null once deleted. */
  actorName: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  /** What the entry is about, by name (a user, a review's author, a prize's winner, a provider), when known. */
  entityName: z.nullable(z.string()),
  detailsJson: z.nullable(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  createdAt: z.iso.datetime(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/** How many audit entries one page of the Audit Log screen shows, and the most one call returns. */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE_SIZE = 200;
