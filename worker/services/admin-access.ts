import { eq } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import type { MessageKey } from "#schema/api/messages";
import { jsonError } from "../lib/errors";
import { permissionsOf } from "./permissions";
import { representationOf } from "./representatives";
import type { PublicUser } from "./users";

function refuse(key: MessageKey, user: PublicUser): never {
  throw jsonError(403, key, undefined, { yourEmail: user.email });
}

/**
 * Admin Access Fix: grants the admin role only when the server names an admin e-mail, it equals
 * the user's (ignoring case), and that address is verified. Fails closed; every grant is audited.
 */
export async function grantAdminAccess(
  db: Db,
  adminEmail: string | null,
  user: PublicUser,
): Promise<PublicUser> {
  if (!adminEmail) refuse("admin_access.error.not_configured", user);
  if (!user.email || user.email.toLowerCase() !== adminEmail.toLowerCase()) {
    refuse("admin_access.error.email_mismatch", user);
  }
  if (!user.emailVerified) refuse("admin_access.error.verify_first", user);
  // A provider's representative holds no back-office role, not even through this door.
  if (await representationOf(db, user.id)) refuse("representatives.error.is_representative", user);
  const roleAssignedAt = new Date();
  await db.batch([
    db.update(users).set({ role: "admin", roleAssignedAt }).where(eq(users.id, user.id)),
    db.insert(auditLog).values({
      actorUserId: user.id,
      action: "user.grant_admin",
      entityType: "user",
      entityId: user.id,
      detailsJson: { via: "admin-fix", previousRole: user.role },
    }),
  ]);
  return { ...user, role: "admin", permissions: permissionsOf({ role: "admin", roleAssignedAt }) };
}
