import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/** What an audit entry notes beside its action: flat values only. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/** One row per admin action; kept when the actor's account is deleted. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Dotted verb such as 'provider.update' or 'prize.status'. */
    action: text("action", { length: 100 }).notNull(),
    entityType: text("entity_type", { length: 50 }).notNull(),
    entityId: text("entity_id", { length: 255 }),
    detailsJson: text("details_json", { mode: "json" }).$type<AuditDetails>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_actor_idx").on(t.actorUserId),
  ],
);
