import { queryOptions } from "@tanstack/react-query";
import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { apiGet } from "#web/lib/api-client";

/** The dashboard's figures; every admin write that changes them invalidates ["admin"]. */
export const dashboardQuery = queryOptions({
  queryKey: ["admin", "dashboard"],
  queryFn: ({ client }) => apiGet<AdminDashboard>(client, "/api/admin/dashboard"),
});
