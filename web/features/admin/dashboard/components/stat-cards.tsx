import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { Card } from "#web/components/ui/card";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

const STATS: { key: keyof AdminDashboard["counts"]; labelKey: string }[] = [
  { key: "providers", labelKey: "admin.dashboard.stat.providers" },
  { key: "activeProviders", labelKey: "admin.dashboard.stat.active_providers" },
  { key: "activePromotions", labelKey: "admin.dashboard.stat.active_promotions" },
  { key: "pendingReviews", labelKey: "admin.dashboard.stat.pending_reviews" },
  { key: "users", labelKey: "admin.dashboard.stat.users" },
  { key: "verifiedUsers", labelKey: "admin.dashboard.stat.verified_users" },
];

/** The dashboard's six figures, as a list of label and number. */
export function StatCards({ counts }: { counts: AdminDashboard["counts"] }) {
  const { t, locale } = useT();
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {STATS.map(({ key, labelKey }) => (
        <Card key={key} className="flex flex-col-reverse gap-1 p-5">
          <dt className="text-sm text-muted-foreground">{t(labelKey)}</dt>
          <dd className="text-3xl font-bold tabular-nums">{formatNumber(locale, counts[key])}</dd>
        </Card>
      ))}
    </dl>
  );
}
