import { useEffect, useState, type MouseEvent } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { readBox } from "#web/i18n/read-number";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { HandicapCalculator } from "./components/handicap-calculator";
import { SingleCalculator } from "./components/single-calculator";
import { StakeOddsFields, type StakeOdds } from "./components/stake-odds-fields";
import { CALCULATOR_MODES, modeOfSearch, type CalculatorMode } from "./calculator-mode";

const MODE_LABEL_KEYS: Record<CalculatorMode, string> = {
  single: "calculator.mode.single",
  handicap: "calculator.mode.handicap",
};

/** A mode's address: the single bet, the default, keeps the address clean. */
const modeHref = (pathname: string, mode: CalculatorMode) =>
  mode === "single" ? pathname : `${pathname}?mode=${mode}`;

/**
 * The calculator, the calculator page's first screen: its form is the server's HTML until the visitor
 * first reaches for it (pointer, touch, focus, key), when the island wakes with both modes' code and
 * takes up whatever was typed meanwhile (a press meanwhile is replayed once it has). The mode lives in
 * the address (`?mode=handicap`), so back, forward and a shared link keep it; its two links are plain
 * links without JavaScript, and with it change the mode in place (an entry in the history), so stake
 * and odds survive a switch. `pathname` is the page's path, `mode` the one its address asked for.
 */
export default function Calculator({ pathname, mode: served }: { pathname: string; mode: CalculatorMode }) {
  const { t, locale } = useT();
  const [mode, setMode] = useState(served);
  // Page state, not the mode's: stake and odds survive a switch between the modes.
  const [bet, setBet] = useState<StakeOdds>({ stake: "", odds: "" });
  useEffect(() => {
    const follow = () => setMode(modeOfSearch(location.search));
    addEventListener("popstate", follow);
    return () => removeEventListener("popstate", follow);
  }, []);
  const choose = (next: CalculatorMode) => {
    history.pushState(null, "", modeHref(pathname, next));
    setMode(next);
  };
  // Read as the page's language writes numbers; what cannot be read settles nothing.
  const stake = readBox(t, locale, bet.stake);
  const odds = readBox(t, locale, bet.odds);
  const fields = (
    <StakeOddsFields
      value={bet}
      problems={{ stake: stake.problem, odds: odds.problem }}
      // From the state as it is by then: boxes taken up on mount and a replayed press land together.
      onChange={(field, typed) => setBet((current) => ({ ...current, [field]: typed }))}
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
        <HandicapCalculator stake={stake.value} odds={odds.value}>
          {fields}
        </HandicapCalculator>
      )}
    </div>
  );
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
