import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { useT } from "#web/i18n/use-t";
import { canSettle, formatMoney, formatOdds } from "../money";
import { settleSingle } from "../settle";
import { ResultList } from "./result-list";

const EXAMPLES: [stake: number, odds: number][] = [
  [10, 2.5],
  [25, 1.8],
  [5, 6],
];

/** A single bet's result (only once stake and odds can be settled), and three worked examples. */
export function SingleCalculator({ stake, odds }: { stake: number; odds: number }) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(locale, value);
  const settled = canSettle(stake, odds) ? settleSingle(stake, odds) : undefined;
  return (
    <>
      <Card role="region" aria-labelledby="calculator-result">
        <CardHeader>
          <CardTitle id="calculator-result">{t("calculator.result.title")}</CardTitle>
        </CardHeader>
        <CardContent aria-live="polite" className="space-y-3">
          {settled ? (
            <>
              <ResultList
                rows={[
                  [t("calculator.result.stake"), money(stake)],
                  [t("calculator.result.odds"), formatOdds(locale, odds)],
                  [t("calculator.result.profit"), money(settled.profit)],
                  [t("calculator.result.return"), money(settled.totalReturn)],
                ]}
              />
              <p className="text-xs text-muted-foreground">{t("calculator.result.disclaimer")}</p>
            </>
          ) : (
            <p className="text-muted-foreground">{t("calculator.result.empty")}</p>
          )}
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="calculator-examples">
        <CardHeader>
          <CardTitle id="calculator-examples">{t("calculator.examples.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 ps-5">
            {EXAMPLES.map(([exampleStake, exampleOdds]) => {
              const example = settleSingle(exampleStake, exampleOdds);
              return (
                <li key={exampleOdds}>
                  {t("calculator.examples.item", {
                    stake: money(exampleStake),
                    odds: formatOdds(locale, exampleOdds),
                    total: money(example.totalReturn),
                    profit: money(example.profit),
                  })}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </>
  );
}
