import { createRoute } from "@tanstack/react-router";
import {
  BONUS_RULES,
  COMPLAINT_RULES,
  METHOD_DATE,
  METHOD_VERSION,
  PAYOUT_RULES,
  RATING_PRIOR,
  SCORE_COMPONENTS,
  SCORE_WEIGHTS,
  SUPPORT_RULES,
  TRACK_YEARS,
  type ScoreComponent,
} from "#schema/score-method";
import { NO_RESPONSE_DAYS } from "#schema/complaint-status";
import { Card, CardContent } from "#web/components/ui/card";
import { formatDate, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import { OwnStrings } from "#web/i18n/own-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/**
 * /score: how the published score is computed. Every figure on it comes from the method's own
 * constants (schema/score-method.ts), so the page cannot drift from the scores it explains.
 */
export const scoreRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "score",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    loadScorePage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  // The method's long texts are the information pages' part: no other page carries them.
  component: () => (
    <OwnStrings part="info">
      <ScorePage />
    </OwnStrings>
  ),
});

/** Each component's explanation, with the method's figures filled in. */
const EXPLAINED: Record<ScoreComponent, Record<string, number>> = {
  players: { prior_stars: RATING_PRIOR.stars, prior_weight: RATING_PRIOR.weight },
  payouts: {
    fast: PAYOUT_RULES.fastHours,
    slow: PAYOUT_RULES.slowHours,
    low: PAYOUT_RULES.lowDeposit,
    high: PAYOUT_RULES.highDeposit,
    methods: PAYOUT_RULES.methods,
  },
  support: {
    fast: SUPPORT_RULES.fastHours,
    slow: SUPPORT_RULES.slowHours,
    languages: SUPPORT_RULES.languages,
  },
  bonus: {
    low_wagering: BONUS_RULES.lowWagering,
    high_wagering: BONUS_RULES.highWagering,
    low_odds: BONUS_RULES.lowOdds,
    high_odds: BONUS_RULES.highOdds,
    cashout: BONUS_RULES.fairCashout,
    fresh: BONUS_RULES.freshDays,
    stale: BONUS_RULES.staleDays,
    none: BONUS_RULES.noPromotion,
  },
  track: { years: TRACK_YEARS },
  complaints: {
    days: NO_RESPONSE_DAYS,
    fast: COMPLAINT_RULES.fastDays,
    slow: COMPLAINT_RULES.slowDays,
    none: COMPLAINT_RULES.noCase,
  },
};

function ScorePage() {
  const { t, locale } = useT();
  const number = (value: number) => formatNumber(locale, value);
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("meta.score.title")}</h1>
        <p className="text-muted-foreground">
          {t("score.page.version", { version: METHOD_VERSION, date: formatDate(locale, METHOD_DATE) })}
        </p>
      </header>
      <p>{t("score.page.intro")}</p>
      <Card>
        <CardContent>
          <dl className="divide-y">
            {SCORE_COMPONENTS.map((name) => (
              <div key={name} className="space-y-1 py-3" data-component={name}>
                <dt className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
                  <span>{t(`score.component.${name}`)}</span>
                  <span className="text-sm font-normal text-muted-foreground">
                    {t("score.weight", {
                      weight: formatNumber(locale, SCORE_WEIGHTS[name], { style: "percent" }),
                    })}
                  </span>
                </dt>
                <dd className="text-muted-foreground">
                  {t(
                    `score.page.${name}`,
                    Object.fromEntries(
                      Object.entries(EXPLAINED[name]).map(([key, value]) => [key, number(value)]),
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <p>{t("score.page.rules")}</p>
    </article>
  );
}

async function loadScorePage(page: PageLoad) {
  const strings = await loadOwnStrings(page.context, "info");
  const meta = {
    title: translate(strings, "meta.score.title"),
    description: translate(strings, "meta.score.description"),
  };
  return { head: pageHead(meta, page) };
}
