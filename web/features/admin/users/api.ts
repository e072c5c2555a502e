import { queryOptions } from "@tanstack/react-query";
import type { StaffRole, StaffUser } from "#schema/api/admin-users";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { meQuery } from "#web/features/auth/api";
import { useAdminMutation } from "../use-admin-mutation";

const USERS_KEY = ["admin", "users"] as const;

/** Users whose e-mail contains `q`; with no `q`, everyone who holds a back-office role. */
export const staffUsersQuery = (q = "") =>
  queryOptions({
    queryKey: [...USERS_KEY, q],
    queryFn: () => apiGet<StaffUser[]>(`/api/admin/users?${new URLSearchParams({ q })}`),
  });

/** Changes one user's role; the lists and the signed-in user (who may have changed their own) are read again. */
export const useSetStaffRole = (user: StaffUser) =>
  useAdminMutation({
    mutationFn: (role: StaffRole) =>
      apiSend<void>("PATCH", `/api/admin/users/${encodeURIComponent(user.id)}/role`, { role }),
    successKey: "admin.users.role_saved",
    failureKey: "admin.users.role_failed",
    invalidate: [USERS_KEY, meQuery.queryKey],
  });
