import { useQuery } from "@tanstack/react-query";
import { Card, CardContent } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useMe } from "#web/features/auth/api";
import { fullName } from "#web/features/auth/display-name";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { dashboardQuery } from "../api";
import { ActivityChart } from "./activity-chart";
import { RecentList } from "./recent-list";
import { RegisterAlert } from "./register-alert";
import { StatCards } from "./stat-cards";

/** The back office's home: figures, the newest rows and 30 days of activity. */
export function DashboardPage() {
  const { t } = useT();
  const { user } = useMe();
  const query = useQuery(dashboardQuery);
  const name = (user && fullName(user)) ?? t("auth.anonymous");
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.dashboard.title")}</h1>
        <p className="text-muted-foreground">{t("admin.dashboard.welcome", { name })}</p>
      </header>
      <QueryView
        query={query}
        failed={t("admin.dashboard.fetch_failed")}
        loadingClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        loading={Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} round="xl" className="h-24" />
        ))}
      >
        {(data) => (
          <>
            <RegisterAlert providers={data.registerAlerts} />
            <StatCards counts={data.counts} />
            <Card>
              <CardContent className="pt-6">
                <ActivityChart daily={data.daily} />
              </CardContent>
            </Card>
            <div className="grid gap-4 lg:grid-cols-2">
              <RecentList
                title={t("admin.dashboard.recent_providers")}
                empty={t("admin.dashboard.no_providers")}
                to="/admin/providers"
                items={data.recentProviders.map((provider) => ({ ...provider, label: provider.brand }))}
              />
              <RecentList
                title={t("admin.dashboard.recent_promotions")}
                empty={t("admin.dashboard.no_promotions")}
                to="/admin/promotions"
                items={data.recentPromotions.map((promotion) => ({
                  ...promotion,
                  label: promotion.title ?? t(`bonus.type.${promotion.bonusType}`),
                  detail: promotion.providerBrand,
                }))}
              />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
