import { createLazyRoute, Outlet } from "@tanstack/react-router";
import { AdminShell } from "#web/features/admin/components/admin-shell";

/** The back office's shell: its code reaches only admins' browsers. */
export const adminLayoutLazyRoute = createLazyRoute("/admin")({
  component: () => (
    <AdminShell>
      <Outlet />
    </AdminShell>
  ),
});
