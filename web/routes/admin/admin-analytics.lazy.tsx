import { createLazyRoute } from "@tanstack/react-router";
import { AnalyticsPage } from "#web/features/admin/analytics/components/analytics-page";

function AnalyticsRoute() {
  const navigate = adminAnalyticsLazyRoute.useNavigate();
  return (
    <AnalyticsPage
      search={adminAnalyticsLazyRoute.useSearch()}
      onSearchChange={(search) => void navigate({ search })}
    />
  );
}

export const adminAnalyticsLazyRoute = createLazyRoute("/admin/analytics")({ component: AnalyticsRoute });
