import { useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "#schema/api/admin-analytics";
import { Card, CardContent } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { DailyBarChart } from "#web/features/admin/components/daily-bar-chart";
import { FigureCards } from "#web/features/admin/components/figure-cards";
import { activitySeries } from "#web/features/admin/dashboard/components/activity-chart";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { rangeOf } from "../analytics-range";
import type { AnalyticsSearch } from "../analytics-search";
import { analyticsQuery } from "../api";
import { AnalyticsTableView } from "./analytics-table-view";
import { RangePicker } from "./range-picker";

/** /admin/analytics: click-outs, provider page views, reviews and sign-ups over a range of Cyprus days. */
export function AnalyticsPage({
  search,
  onSearchChange,
}: {
  search: AnalyticsSearch;
  onSearchChange: (search: AnalyticsSearch) => void;
}) {
  const { t } = useT();
  const range = rangeOf(search);
  const query = useQuery(analyticsQuery(range));
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.analytics.title")}</h1>
        <p className="text-muted-foreground">{t("admin.analytics.description")}</p>
      </header>
      <RangePicker range={range} onChange={(next) => onSearchChange({ ...search, ...next })} />
      <QueryView
        query={query}
        failed={t("admin.analytics.fetch_failed")}
        loadingClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        loading={Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} round="xl" className="h-24" />
        ))}
      >
        {(data) => (
          <AnalyticsReport
            data={data}
            table={search.table ?? "providers"}
            onTableChange={(table) => onSearchChange({ ...search, table })}
          />
        )}
      </QueryView>
    </div>
  );
}

function AnalyticsReport({
  data,
  table,
  onTableChange,
}: {
  data: AdminAnalytics;
  table: NonNullable<AnalyticsSearch["table"]>;
  onTableChange: (table: NonNullable<AnalyticsSearch["table"]>) => void;
}) {
  const { t, locale } = useT();
  const { totals } = data;
  const number = (value: number) => formatNumber(locale, value);
  const conversion =
    totals.views > 0
      ? formatNumber(locale, totals.clicks / totals.views, { style: "percent", maximumFractionDigits: 1 })
      : "—";
  return (
    <>
      <FigureCards
        figures={[
          { key: "clicks", label: t("admin.analytics.clicks"), value: number(totals.clicks) },
          { key: "views", label: t("admin.analytics.views"), value: number(totals.views) },
          { key: "conversion", label: t("admin.analytics.conversion"), value: conversion },
          { key: "reviews", label: t("admin.dashboard.chart.reviews"), value: number(totals.reviews) },
          { key: "signups", label: t("admin.dashboard.chart.signups"), value: number(totals.signups) },
        ]}
      />
      {totals.clicks + totals.views === 0 && (
        <p role="status" className="text-muted-foreground">
          {t("admin.analytics.empty")}
        </p>
      )}
      <div className="grid gap-4 xl:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <DailyBarChart
              title={t("admin.analytics.chart.traffic")}
              dayHeader={t("admin.dashboard.chart.day")}
              daily={data.daily}
              series={[
                {
                  key: "clicks",
                  label: t("admin.analytics.clicks"),
                  fill: "fill-chart-3",
                  swatch: "bg-chart-3",
                },
                {
                  key: "views",
                  label: t("admin.analytics.views"),
                  fill: "fill-chart-4",
                  swatch: "bg-chart-4",
                },
              ]}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <DailyBarChart
              title={t("admin.analytics.chart.activity")}
              dayHeader={t("admin.dashboard.chart.day")}
              daily={data.daily}
              series={activitySeries(t)}
            />
          </CardContent>
        </Card>
      </div>
      <AnalyticsTableView data={data} table={table} onTableChange={onTableChange} />
    </>
  );
}
