import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { DailyBarChart } from "#web/features/admin/components/daily-bar-chart";
import { useT } from "#web/i18n/use-t";

/** The reviews and sign-ups series, shared with the analytics screen. */
export const activitySeries = (t: (key: string) => string) =>
  [
    { key: "reviews", label: t("admin.dashboard.chart.reviews"), fill: "fill-chart-1", swatch: "bg-chart-1" },
    { key: "signups", label: t("admin.dashboard.chart.signups"), fill: "fill-chart-2", swatch: "bg-chart-2" },
  ] as const;

/** New reviews and sign-ups per day as paired bars. */
export function ActivityChart({ daily }: { daily: AdminDashboard["daily"] }) {
  const { t } = useT();
  return (
    <DailyBarChart
      title={t("admin.dashboard.chart.title")}
      dayHeader={t("admin.dashboard.chart.day")}
      daily={daily}
      series={activitySeries(t)}
    />
  );
}
