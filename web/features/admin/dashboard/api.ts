import { queryOptions } from "@tanstack/react-query";
import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { apiGet } from "#web/lib/api-client";

/**
 * The dashboard's figures (providers, promotions, pending reviews, the newest of each): every
 * admin write that changes them invalidates this key, or the dashboard shows the old counts until
 * a reload (its data never goes stale by itself).
 */
export const DASHBOARD_KEY = ["admin", "dashboard"] as const;

export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_KEY,
  queryFn: () => apiGet<AdminDashboard>("/api/admin/dashboard"),
});
