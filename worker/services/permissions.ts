import type { StaffRole } from "#schema/api/admin-users";
import { PERMISSIONS, type Permission } from "#schema/api/permissions";
import type { UserRole } from "#schema/enums";

/**
 * The one table of who may do what in the back office. The API guard (requirePermission) and the
 * admin sidebar (through the user's `permissions`) both read it.
 */
export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: [
    "dashboard",
    "providers",
    "promotions",
    "translations",
    "external_ratings",
    "onboarding",
    "reviews",
    "replies",
    "complaints",
    "banners",
  ],
  translator: ["translations", "ui_strings"],
  analyst: ["dashboard", "analytics"],
};

/** The roles that hold `permission`, to narrow a read of users (permissionsOf still decides). */
export const rolesWith = (permission: Permission): UserRole[] =>
  (Object.keys(ROLE_PERMISSIONS) as UserRole[]).filter((role) => ROLE_PERMISSIONS[role].includes(permission));

/**
 * A user's permissions. Every new account is an analyst (the schema's default), so that role
 * counts only once an admin has assigned it: signing up never opens the back office.
 */
export function permissionsOf(user: RoleColumns): Permission[] {
  const role = staffRoleOf(user);
  return role === "none" ? [] : [...ROLE_PERMISSIONS[role]];
}

type RoleColumns = { role: UserRole; roleAssignedAt: Date | null };

/** The role as the Users screen names it: 'none' for an analyst nobody assigned. */
export const staffRoleOf = ({ role, roleAssignedAt }: RoleColumns): StaffRole =>
  role === "analyst" && !roleAssignedAt ? "none" : role;

/** The columns that give a user `staffRole` (the role column stays 'analyst' for 'none'). */
export const roleColumnsOf = (role: StaffRole, now: Date): RoleColumns =>
  role === "none" ? { role: "analyst", roleAssignedAt: null } : { role, roleAssignedAt: now };
