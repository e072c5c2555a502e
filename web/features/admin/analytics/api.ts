import { queryOptions } from "@tanstack/react-query";
import type { AdminAnalytics, AnalyticsRange } from "#schema/api/admin-analytics";
import { apiGet } from "#web/lib/api-client";

/** The analytics of a range of Cyprus days. */
export const analyticsQuery = ({ from, to }: AnalyticsRange) =>
  queryOptions({
    queryKey: ["admin", "analytics", from, to],
    queryFn: () =>
      apiGet<AdminAnalytics>(`/api/admin/analytics?${new URLSearchParams({ from, to }).toString()}`),
  });
