import type { Locale } from "#schema/locales";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { ONE_DECIMAL } from "../detail/provider-ratings";
import { scorePagePath } from "./score-path";

/**
 * A provider's published score in one line, linked to the page that says how it is computed; a
 * provider without one shows nothing (its card says nothing it cannot back).
 */
export function ScoreBadge({ score, linkLocale }: { score: number | null; linkLocale: Locale | undefined }) {
  const { t, locale } = useT();
  if (score === null) return null;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-score={score}>
      <span className="text-muted-foreground">{t("score.label")}:</span>
      <strong className="text-base">
        {t("score.out_of", { score: formatNumber(locale, score, ONE_DECIMAL) })}
      </strong>
      <a href={scorePagePath(linkLocale)} className="text-xs underline underline-offset-4">
        {t("score.how")}
      </a>
    </p>
  );
}
