import { createLazyRoute } from "@tanstack/react-router";
import { DashboardPage } from "#web/features/admin/dashboard/components/dashboard-page";

export const adminIndexLazyRoute = createLazyRoute("/admin/")({ component: DashboardPage });
