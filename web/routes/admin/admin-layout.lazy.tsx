import { createLazyRoute, Outlet } from "@tanstack/react-router";
import { AdminShell } from "#web/features/admin/components/admin-shell";
import { OwnStrings } from "#web/i18n/own-strings";

/** The back office's shell: its code reaches only admins' browsers. */
export const adminLayoutLazyRoute = createLazyRoute("/admin")({
  component: () => (
    <OwnStrings part="admin">
      <AdminShell>
        <Outlet />
      </AdminShell>
    </OwnStrings>
  ),
});
