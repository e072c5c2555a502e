import { createLazyRoute, Outlet } from "@tanstack/react-router";
import { AdminShell } from "#web/features/admin/components/admin-shell";
import { BackOfficeStrings } from "#web/features/admin/components/back-office-strings";

/** The back office's shell: its code reaches only admins' browsers. */
export const adminLayoutLazyRoute = createLazyRoute("/admin")({
  component: () => (
    <BackOfficeStrings>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </BackOfficeStrings>
  ),
});
