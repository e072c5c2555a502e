import { formatMonth } from "#schema/cyprus-time";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { ONE_DECIMAL } from "../detail/provider-ratings";

type Point = { month: string; score: number | null };

const WIDTH = 240;
const HEIGHT = 80;
const PAD = 6;

/**
 * The monthly history as a small server-drawn SVG line (0–10 upwards, months left to right; a month
 * without a score breaks the line), with the same figures as a table for screen readers: the SVG
 * itself is decoration to them.
 */
export function ScoreHistoryChart({ history }: { history: Point[] }) {
  const { t, locale } = useT();
  if (history.length === 0) return null;
  const step = history.length > 1 ? (WIDTH - 2 * PAD) / (history.length - 1) : 0;
  const x = (index: number) => PAD + index * step;
  const y = (score: number) => HEIGHT - PAD - (score / 10) * (HEIGHT - 2 * PAD);
  const segments: string[] = [];
  let open = false;
  history.forEach(({ score }, index) => {
    if (score === null) {
      open = false;
      return;
    }
    segments.push(`${open ? "L" : "M"}${x(index).toFixed(1)} ${y(score).toFixed(1)}`);
    open = true;
  });
  return (
    <figure className="space-y-2" data-score-history>
      <figcaption className="text-sm font-medium">{t("score.history.title")}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-20 w-full text-primary"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className="stroke-border" strokeWidth="1" />
        <line x1={PAD} x2={WIDTH - PAD} y1={y(10)} y2={y(10)} className="stroke-border" strokeWidth="1" />
        <path d={segments.join(" ")} fill="none" stroke="currentColor" strokeWidth="2" />
        {history.map(({ month, score }, index) =>
          score === null ? null : (
            <circle key={month} cx={x(index)} cy={y(score)} r="2.5" fill="currentColor" />
          ),
        )}
      </svg>
      {/* Hidden by a box, not on the table: a table is never narrower than its text, and would widen the page. */}
      <div className="sr-only">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("score.history.month")}</th>
              <th scope="col">{t("score.label")}</th>
            </tr>
          </thead>
          <tbody>
            {history.map(({ month, score }) => (
              <tr key={month}>
                <th scope="row">{formatMonth(locale, month)}</th>
                <td>{score === null ? "—" : formatNumber(locale, score, ONE_DECIMAL)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
