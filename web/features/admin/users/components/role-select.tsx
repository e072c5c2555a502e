import { useId } from "react";
import { STAFF_ROLES, type StaffRole, type StaffUser } from "#schema/api/admin-users";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { useSetStaffRole } from "../api";

/** A user's role, changed as soon as another is chosen; the server refuses to demote the last admin. */
export function RoleSelect({ user }: { user: StaffUser }) {
  const { t } = useT();
  const id = useId();
  const setRole = useSetStaffRole(user);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t("admin.users.role_of", { email: user.email ?? user.id })}
      </label>
      <NativeSelect
        id={id}
        value={setRole.isPending ? setRole.variables : user.role}
        disabled={setRole.isPending}
        onChange={(event) => setRole.mutate(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.users.role.${role}`)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
