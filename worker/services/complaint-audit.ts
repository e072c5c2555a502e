import type { SQL } from "drizzle-orm";
import { auditLog, type AuditDetails } from "#schema/audit";
import type { Db } from "../lib/db";
import { insertWhere } from "../lib/insert-where";

/**
 * A step on a case as an audit row, written only if `done` holds when the batch runs it (the step
 * itself went through): the player's, the company's and the daily run's steps (no actor) are
 * audited like staff's.
 */
export const complaintAudit = (
  db: Db,
  actorUserId: string | null,
  action: string,
  complaintId: string,
  details: AuditDetails,
  done: SQL,
  now: Date,
) =>
  insertWhere(
    db,
    auditLog,
    {
      actorUserId,
      action,
      entityType: "complaint",
      entityId: complaintId,
      detailsJson: details,
      createdAt: now,
    },
    done,
  );
