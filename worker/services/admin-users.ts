import { and, desc, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { USER_SEARCH_LIMIT, type StaffRole, type StaffUser } from "#schema/api/admin-users";
import { auditLog } from "#schema/audit";
import { providerRepresentatives } from "#schema/representatives";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { containsText } from "../lib/contains-text";
import { roleColumnsOf, staffRoleOf } from "./permissions";
import { representationOf } from "./representatives";

const staffUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  roleAssignedAt: users.roleAssignedAt,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

/**
 * The Users screen: users whose e-mail contains `query` (any case), or with no query everyone who
 * holds a back-office role; newest accounts first.
 */
export async function searchStaffUsers(db: Db, query: string): Promise<StaffUser[]> {
  const text = query.trim();
  const rows = await db
    .select(staffUserColumns)
    .from(users)
    .where(
      text ? containsText(users.email, text) : or(ne(users.role, "analyst"), isNotNull(users.roleAssignedAt)),
    )
    .orderBy(desc(users.createdAt))
    .limit(USER_SEARCH_LIMIT);
  return rows.map(({ role, roleAssignedAt, createdAt, ...row }) => ({
    ...row,
    role: staffRoleOf({ role, roleAssignedAt }),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Gives a user another back-office role, audited. The last admin keeps theirs, and a provider's
 * active representative gets none (they hold no back-office permission): the checks and the change
 * are one conditional statement pair in one batch, so two admins demoting each other at the same
 * moment cannot leave the site without one, nor an acceptance slip in between.
 */
export async function setStaffRole(
  db: Db,
  actorUserId: string,
  userId: string,
  role: StaffRole,
  now: Date,
): Promise<void> {
  const [target] = await db.select(staffUserColumns).from(users).where(eq(users.id, userId));
  if (!target) throw apiError(404, "admin.error.not_found");
  const before = staffRoleOf(target);
  if (before === role) return;
  const keepsAnAdmin = and(
    eq(users.id, userId),
    or(ne(users.role, "admin"), sql`(select count(*) from ${users} where ${users.role} = 'admin') > 1`),
    role === "none"
      ? undefined
      : sql`not exists (select 1 from ${providerRepresentatives} where ${providerRepresentatives.userId} = ${users.id} and ${providerRepresentatives.status} = 'active')`,
  );
  const details = JSON.stringify({ email: target.email, role: `${before} → ${role}` });
  const [, changed] = await db.batch([
    // The audit row is written under the same condition as the change, so a refusal leaves neither.
    db.insert(auditLog).select(
      db
        .select({
          id: sql`${crypto.randomUUID()}`.as("id"),
          actorUserId: sql`${actorUserId}`.as("actor_user_id"),
          action: sql`'user.role'`.as("action"),
          entityType: sql`'user'`.as("entity_type"),
          entityId: users.id,
          detailsJson: sql`${details}`.as("details_json"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(users)
        .where(keepsAnAdmin),
    ),
    db.update(users).set(roleColumnsOf(role, now)).where(keepsAnAdmin).returning({ id: users.id }),
  ]);
  if (changed.length === 0) {
    const accepted = role !== "none" && (await representationOf(db, userId));
    throw apiError(409, accepted ? "representatives.error.is_representative" : "admin.error.last_admin");
  }
}
