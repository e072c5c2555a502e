import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";

type Day = AdminDashboard["daily"][number];

const SERIES = [
  { key: "reviews", labelKey: "admin.dashboard.chart.reviews", fill: "fill-chart-1", swatch: "bg-chart-1" },
  { key: "signups", labelKey: "admin.dashboard.chart.signups", fill: "fill-chart-2", swatch: "bg-chart-2" },
] as const;

const HEIGHT = 160;
const SLOT = 20;
const BAR = 8;

const dayLabel = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * New reviews and sign-ups per day as paired bars: a small SVG, so the back office needs no chart
 * library. The figures are also in a table that screen readers read in place of the picture.
 */
export function ActivityChart({ daily }: { daily: Day[] }) {
  const { t, locale } = useT();
  const peak = Math.max(1, ...daily.flatMap((day) => [day.reviews, day.signups]));
  const height = (value: number) => (value / peak) * (HEIGHT - 4);
  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{t("admin.dashboard.chart.title")}</span>
        <span className="flex gap-4 text-sm text-muted-foreground" aria-hidden="true">
          {SERIES.map((series) => (
            <span key={series.key} className="flex items-center gap-1.5">
              <span className={`size-3 rounded-sm ${series.swatch}`} />
              {t(series.labelKey)}
            </span>
          ))}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${daily.length * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-md border bg-muted/30"
        aria-hidden="true"
      >
        {daily.map((day, index) =>
          SERIES.map((series, offset) => (
            <rect
              key={`${day.day}-${series.key}`}
              className={series.fill}
              x={index * SLOT + 2 + offset * BAR}
              y={HEIGHT - height(day[series.key])}
              width={BAR}
              height={height(day[series.key])}
            >
              <title>{`${dayLabel(locale, day.day)}: ${t(series.labelKey)} ${day[series.key]}`}</title>
            </rect>
          )),
        )}
      </svg>
      {/* Oldest on the left in every language, like the bars above. */}
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true" dir="ltr">
        <span>{daily[0] && dayLabel(locale, daily[0].day)}</span>
        <span>{daily.at(-1) && dayLabel(locale, daily.at(-1)!.day)}</span>
      </div>
      <table className="sr-only">
        <caption>{t("admin.dashboard.chart.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.dashboard.chart.day")}</th>
            {SERIES.map((series) => (
              <th key={series.key} scope="col">
                {t(series.labelKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayLabel(locale, day.day)}</th>
              {SERIES.map((series) => (
                <td key={series.key}>{formatNumber(locale, day[series.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
