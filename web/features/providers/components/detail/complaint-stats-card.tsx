import { NO_RESPONSE_DAYS } from "#schema/complaint-status";
import type { ProviderDetail } from "#schema/api/providers";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

/**
 * The provider's public complaint cases of the last 12 months in figures, or that there were none,
 * and the link to its list of cases (kept also when the window is empty: older cases stay public).
 */
export function ComplaintStatsCard({
  stats,
  casesHref,
}: {
  stats: ProviderDetail["complaintStats"];
  casesHref: string;
}) {
  const { t, locale } = useT();
  const number = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 1 });
  const figures: [label: string, value: string][] = [
    [t("complaint_stats.filed"), number(stats.filed)],
    [t("complaint_stats.resolved"), number(stats.resolved)],
    [t("complaint_stats.no_response", { days: number(NO_RESPONSE_DAYS) }), number(stats.noResponse)],
    [
      t("complaint_stats.median"),
      stats.medianDaysToResolve === null
        ? t("complaint_stats.median_none")
        : number(stats.medianDaysToResolve),
    ],
  ];
  return (
    <Card aria-labelledby="provider-complaints" role="region" data-complaint-stats>
      <CardHeader>
        <CardTitle id="provider-complaints">{t("complaint_stats.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {stats.filed === 0 ? (
          <p className="text-muted-foreground">{t("complaint_stats.empty")}</p>
        ) : (
          <>
            <p className="text-muted-foreground">
              {t("complaint_stats.period", { date: formatDate(locale, stats.since) })}
            </p>
            <dl className="divide-y">
              {figures.map(([label, value]) => (
                <div key={label} className="flex items-baseline justify-between gap-3 py-1.5">
                  <dt>{label}</dt>
                  <dd className="font-medium tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <a href={casesHref} className="underline underline-offset-4">
          {t("complaint_stats.all_cases")}
        </a>
      </CardContent>
    </Card>
  );
}
