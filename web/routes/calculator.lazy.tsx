import { createLazyRoute, Link } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { SingleCalculator } from "#web/features/calculator/components/single-calculator";
import { StakeOddsFields, type StakeOdds } from "#web/features/calculator/components/stake-odds-fields";
import { useHandicapCalculator } from "#web/features/calculator/handicap-chunk";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { useNumberReader } from "#web/features/calculator/use-number-reader";
import { cn } from "#web/lib/utils";
import { BannerSlot } from "#web/features/banners/banner-slot";

// For the route's loader, which fetches the handicap chunk when the URL asks for that mode.
export { loadHandicapCalculator } from "#web/features/calculator/handicap-chunk";

export const calculatorLazyRoute = createLazyRoute("/app/{-$locale}/calculator")({
  component: () => (
    <OwnStrings part="calculator">
      <CalculatorPage />
    </OwnStrings>
  ),
});

type Mode = "single" | "handicap";

const MODES: { mode: Mode; labelKey: string }[] = [
  { mode: "single", labelKey: "calculator.mode.single" },
  { mode: "handicap", labelKey: "calculator.mode.handicap" },
];

function CalculatorPage() {
  const { t, locale } = useT();
  const mode: Mode = calculatorLazyRoute.useSearch().mode ?? "single";
  // Page state, not the mode's: stake and odds survive a switch between the modes.
  const [bet, setBet] = useState<StakeOdds>({ stake: "", odds: "" });
  // Read as the page's language writes numbers; what cannot be read settles nothing.
  const [reader, loadReader] = useNumberReader();
  const read = (typed: string) => reader?.readBox(t, locale, typed) ?? { value: 0 };
  const stake = read(bet.stake);
  const odds = read(bet.odds);
  const fields = (
    <StakeOddsFields
      value={bet}
      problems={{ stake: stake.problem, odds: odds.problem }}
      onReach={loadReader}
      onChange={(next) => {
        loadReader();
        setBet(next);
      }}
    />
  );
  return (
    <div className="space-y-6">
      <BannerSlot page="calculator" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("calculator.title")}</h1>
        <p className="text-muted-foreground">{t("calculator.subtitle")}</p>
      </header>
      <ModeSwitch current={mode} />
      {mode === "single" ? (
        <>
          <Card role="region" aria-labelledby="calculator-bet">
            <CardHeader>
              <CardTitle id="calculator-bet">{t("calculator.bet.title")}</CardTitle>
            </CardHeader>
            <CardContent>{fields}</CardContent>
          </Card>
          <SingleCalculator stake={stake.value} odds={odds.value} />
        </>
      ) : (
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <HandicapMode stake={stake.value} odds={odds.value}>
            {fields}
          </HandicapMode>
        </Suspense>
      )}
      <BannerSlot page="calculator" placement="sticky_footer" />
    </div>
  );
}

function HandicapMode(props: { stake: number; odds: number; children: React.ReactNode }) {
  const HandicapCalculator = useHandicapCalculator();
  // eslint-disable-next-line react-hooks/static-components -- a module's export, the same function on every render
  return <HandicapCalculator {...props} />;
}

/** Two addresses rather than two states: back, forward and a shared link keep the mode. */
function ModeSwitch({ current }: { current: Mode }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <nav aria-label={t("calculator.mode.label")}>
      <ul className="inline-flex gap-1 rounded-lg border bg-muted p-1">
        {MODES.map(({ mode, labelKey }) => (
          <li key={mode}>
            <Link
              to="/{-$locale}/calculator"
              params={{ locale }}
              search={mode === "single" ? {} : { mode }}
              aria-current={mode === current ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                mode === current ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
