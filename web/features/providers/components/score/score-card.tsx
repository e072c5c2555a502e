import type { ProviderDetail } from "#schema/api/providers";
import type { Locale } from "#schema/locales";
import { SCORE_COMPONENTS, SCORE_WEIGHTS } from "#schema/score-method";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { ONE_DECIMAL } from "../detail/provider-ratings";
import { ScoreHistoryChart } from "./score-history-chart";
import { scorePagePath } from "./score-path";

const PERCENT = { style: "percent" } as const;

/**
 * The provider page's score: the figure, its breakdown in a native <details> (opens without
 * JavaScript), its monthly history, and the link to how it is computed. External ratings stay in
 * their own card beside it.
 */
export function ScoreCard({
  provider,
  linkLocale,
}: {
  provider: Pick<ProviderDetail, "score" | "scoreBreakdown" | "scoreHistory">;
  linkLocale: Locale | undefined;
}) {
  const { t, locale } = useT();
  const { score, scoreBreakdown: breakdown, scoreHistory } = provider;
  const decimal = (value: number) => formatNumber(locale, value, ONE_DECIMAL);
  return (
    <Card aria-labelledby="provider-score" role="region" data-provider-score>
      <CardHeader>
        <CardTitle id="provider-score">{t("score.label")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {score === null || !breakdown ? (
          <p className="text-muted-foreground">{t("score.none")}</p>
        ) : (
          <>
            <p className="text-3xl font-bold" data-score={score}>
              {t("score.out_of", { score: decimal(score) })}
            </p>
            <details className="rounded-md border px-3 py-1">
              <summary className="cursor-pointer py-2 font-medium focus-visible:outline-2 focus-visible:outline-ring">
                {t("score.breakdown")}
              </summary>
              <dl className="divide-y pb-2">
                {SCORE_COMPONENTS.map((name) => (
                  <div key={name} className="flex items-baseline justify-between gap-3 py-1.5">
                    <dt>
                      {t(`score.component.${name}`)}{" "}
                      <span className="text-xs text-muted-foreground">
                        ({t("score.weight", { weight: formatNumber(locale, SCORE_WEIGHTS[name], PERCENT) })})
                      </span>
                    </dt>
                    <dd className="font-medium tabular-nums">{decimal(breakdown.components[name])}</dd>
                  </div>
                ))}
              </dl>
              <p className="pb-2 text-xs text-muted-foreground">
                {t("score.computed", {
                  version: breakdown.methodVersion,
                  date: formatDate(locale, breakdown.computedAt),
                })}
              </p>
            </details>
          </>
        )}
        <ScoreHistoryChart history={scoreHistory} />
        <p className="text-xs text-muted-foreground">{t("score.external")}</p>
        <a href={scorePagePath(linkLocale)} className="underline underline-offset-4">
          {t("score.how")}
        </a>
      </CardContent>
    </Card>
  );
}
