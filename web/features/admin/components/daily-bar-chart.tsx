import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { intl } from "#schema/intl";

/** One bar per day and series; `fill`/`swatch` are the chart colour classes (fill-chart-1, bg-chart-1...). */
export type ChartSeries<K extends string> = { key: K; label: string; fill: string; swatch: string };

const HEIGHT = 160;
const SLOT = 20;

/** A Cyprus day ('YYYY-MM-DD') as the admin's language writes it short, e.g. '11 Jan'. */
const dayLabel = (locale: string, day: string) =>
  intl(Intl.DateTimeFormat, locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * Figures per day as grouped bars: a small SVG, so the back office needs no chart library. The
 * figures are also in a table that screen readers read in place of the picture.
 */
export function DailyBarChart<K extends string>({
  title,
  dayHeader,
  series,
  daily,
}: {
  title: string;
  dayHeader: string;
  series: readonly ChartSeries<K>[];
  daily: readonly ({ day: string } & Record<K, number>)[];
}) {
  const { locale } = useT();
  const bar = (SLOT - 4) / series.length;
  const peak = Math.max(1, ...daily.flatMap((day) => series.map((s) => day[s.key])));
  const height = (value: number) => (value / peak) * (HEIGHT - 4);
  return (
    <figure className="space-y-3">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="flex gap-4 text-sm text-muted-foreground" aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className="flex items-center gap-1.5">
              <span className={`size-3 rounded-sm ${s.swatch}`} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${Math.max(1, daily.length) * SLOT} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-md border bg-muted/30"
        aria-hidden="true"
      >
        {daily.map((day, index) =>
          series.map((s, offset) => (
            <rect
              key={`${day.day}-${s.key}`}
              className={s.fill}
              x={index * SLOT + 2 + offset * bar}
              y={HEIGHT - height(day[s.key])}
              width={bar}
              height={height(day[s.key])}
            >
              <title>{`${dayLabel(locale, day.day)}: ${s.label} ${day[s.key]}`}</title>
            </rect>
          )),
        )}
      </svg>
      {/* Oldest on the left in every language, like the bars above. */}
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true" dir="ltr">
        <span>{daily[0] && dayLabel(locale, daily[0].day)}</span>
        <span>{daily.at(-1) && dayLabel(locale, daily.at(-1)!.day)}</span>
      </div>
      {/* Hidden by a box, not on the table: a table is never narrower than its text, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.day}>
                <th scope="row">{dayLabel(locale, day.day)}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatNumber(locale, day[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
