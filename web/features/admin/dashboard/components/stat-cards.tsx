import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { FigureCards } from "#web/features/admin/components/figure-cards";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

const STATS: { key: keyof AdminDashboard["counts"]; labelKey: string }[] = [
  { key: "providers", labelKey: "admin.dashboard.stat.providers" },
  { key: "activeProviders", labelKey: "admin.dashboard.stat.active_providers" },
  { key: "activePromotions", labelKey: "admin.dashboard.stat.active_promotions" },
  { key: "pendingReviews", labelKey: "admin.dashboard.stat.pending_reviews" },
  { key: "reportedReviews", labelKey: "admin.dashboard.stat.reported_reviews" },
  { key: "users", labelKey: "admin.dashboard.stat.users" },
  { key: "verifiedUsers", labelKey: "admin.dashboard.stat.verified_users" },
];

/** The dashboard's figures, as a list of label and number. */
export function StatCards({ counts }: { counts: AdminDashboard["counts"] }) {
  const { t, locale } = useT();
  return (
    <FigureCards
      figures={STATS.map(({ key, labelKey }) => ({
        key,
        label: t(labelKey),
        value: formatNumber(locale, counts[key]),
      }))}
    />
  );
}
