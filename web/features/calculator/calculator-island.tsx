import { Suspense, useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { SingleCalculator } from "./components/single-calculator";
import { StakeOddsFields, type StakeOdds } from "./components/stake-odds-fields";
import { CALCULATOR_MODES, modeOfSearch, type CalculatorMode } from "./calculator-mode";
import { useHandicapCalculator } from "./handicap-chunk";
import { useNumberReader } from "./use-number-reader";

const MODE_LABEL_KEYS: Record<CalculatorMode, string> = {
  single: "calculator.mode.single",
  handicap: "calculator.mode.handicap",
};

/** A mode's address: the single bet, the default, keeps the address clean. */
const modeHref = (pathname: string, mode: CalculatorMode) =>
  mode === "single" ? pathname : `${pathname}?mode=${mode}`;

/**
 * The calculator, the calculator page's first screen: an island that runs at load. The mode lives in
 * the address (`?mode=handicap`), so back, forward and a shared link keep it; its two links are plain
 * links without JavaScript, and with it change the mode in place (an entry in the history), so stake
 * and odds survive a switch. `pathname` is the page's path, `mode` the one its address asked for.
 */
export default function Calculator({ pathname, mode: served }: { pathname: string; mode: CalculatorMode }) {
  const { t, locale } = useT();
  const [mode, setMode] = useState(served);
  // Page state, not the mode's: stake and odds survive a switch between the modes.
  const [bet, setBet] = useState<StakeOdds>({ stake: "", odds: "" });
  // Read as the page's language writes numbers; what cannot be read settles nothing.
  const [reader, loadReader] = useNumberReader();
  useEffect(() => {
    const follow = () => setMode(modeOfSearch(location.search));
    addEventListener("popstate", follow);
    return () => removeEventListener("popstate", follow);
  }, []);
  const choose = (next: CalculatorMode) => {
    history.pushState(null, "", modeHref(pathname, next));
    setMode(next);
  };
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
      <ModeSwitch pathname={pathname} current={mode} onChoose={choose} />
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
    </div>
  );
}

function HandicapMode(props: { stake: number; odds: number; children: ReactNode }) {
  const HandicapCalculator = useHandicapCalculator();
  // eslint-disable-next-line react-hooks/static-components -- a module's export, the same function on every render
  return <HandicapCalculator {...props} />;
}

/** A plain left click is the island's to handle; one that opens a new tab or window is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Two addresses rather than two states: back, forward and a shared link keep the mode. */
function ModeSwitch({
  pathname,
  current,
  onChoose,
}: {
  pathname: string;
  current: CalculatorMode;
  onChoose: (mode: CalculatorMode) => void;
}) {
  const { t } = useT();
  return (
    <nav aria-label={t("calculator.mode.label")}>
      <ul className="inline-flex gap-1 rounded-lg border bg-muted p-1">
        {CALCULATOR_MODES.map((mode) => (
          <li key={mode}>
            <a
              href={modeHref(pathname, mode)}
              aria-current={mode === current ? "page" : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                if (mode !== current) onChoose(mode);
              }}
              className={cn(
                "inline-flex h-9 items-center rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
                mode === current ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(MODE_LABEL_KEYS[mode])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
