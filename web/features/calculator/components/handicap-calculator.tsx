import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Badge } from "#web/components/ui/badge";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { canSettle, formatMoney, formatOdds } from "../money";
import {
  parseDecimal,
  parseHandicapLine,
  settleAsianHandicap,
  type HandicapOutcome,
  type HandicapSide,
  type LineResult,
} from "../settle";
import { useKeptInput } from "../use-kept-input";
import { ResultList } from "./result-list";

const PRESETS = [-1.5, -1, -0.5, 0, 0.5, 1, 1.5];
const SIDES: { side: HandicapSide; labelKey: string }[] = [
  { side: "home", labelKey: "calculator.handicap.home" },
  { side: "away", labelKey: "calculator.handicap.away" },
];
const OUTCOMES: Record<
  HandicapOutcome,
  { labelKey: string; explainKey: string; variant: "success" | "secondary" | "destructive" }
> = {
  win: {
    labelKey: "calculator.outcome.win",
    explainKey: "calculator.handicap.explain.win",
    variant: "success",
  },
  half_win: {
    labelKey: "calculator.outcome.half_win",
    explainKey: "calculator.handicap.explain.half_win",
    variant: "success",
  },
  push: {
    labelKey: "calculator.outcome.push",
    explainKey: "calculator.handicap.explain.push",
    variant: "secondary",
  },
  half_loss: {
    labelKey: "calculator.outcome.half_loss",
    explainKey: "calculator.handicap.explain.half_loss",
    variant: "destructive",
  },
  loss: {
    labelKey: "calculator.outcome.loss",
    explainKey: "calculator.handicap.explain.loss",
    variant: "destructive",
  },
};
const LINE_RESULTS: Record<LineResult, { labelKey: string }> = {
  win: { labelKey: "calculator.outcome.win" },
  push: { labelKey: "calculator.outcome.push" },
  loss: { labelKey: "calculator.outcome.loss" },
};
const GUIDE_KEYS = ["calculator.guide.whole", "calculator.guide.half", "calculator.guide.quarter"];

/** A final score: a whole number of goals, 0 or more; an empty or unreadable field is no score. */
const readScore = (text: string) => {
  const goals = parseDecimal(text);
  return text.trim() !== "" && Number.isInteger(goals) && goals >= 0 ? goals : undefined;
};

type Props = { stake: number; odds: number; children: ReactNode };

/** Asian handicap: the backed team, the line, the final score, and how the bet settles. */
export function HandicapCalculator({ stake, odds, children }: Props) {
  const { t, locale } = useT();
  const id = useId();
  const [side, setSide] = useState<HandicapSide>("home");
  const [lineText, setLineText] = useState("0");
  const [scores, setScores] = useState({ home: "", away: "" });
  const line = parseHandicapLine(lineText);
  const homeScore = readScore(scores.home);
  const awayScore = readScore(scores.away);
  const money = (value: number) => formatMoney(locale, value);
  const signed = (value: number) =>
    formatNumber(locale, value, { signDisplay: "exceptZero", maximumFractionDigits: 2 });
  // Inside a sentence a signed number keeps its sign in front, in Hebrew too (isolated left to right).
  const isolated = (value: number) => `\u2066${signed(value)}\u2069`;
  const team = (which: HandicapSide) => t(SIDES.find((s) => s.side === which)!.labelKey);
  // What the visitor typed before the island's code came counts once it has (a press, on a team or
  // a common handicap, is held and replayed by the boot script).
  const keepScore = (which: HandicapSide) => (held: string) =>
    setScores((current) => ({ ...current, [which]: held }));
  const lineRef = useKeptInput(lineText, setLineText);
  const homeScoreRef = useKeptInput(scores.home, keepScore("home"));
  const awayScoreRef = useKeptInput(scores.away, keepScore("away"));

  // Arrow keys step the line by a quarter goal, as a number input's would (the field is text so
  // that the split notations 0,-0.5 and 0/-0.5 can be typed).
  const stepLine = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowUp" ? 0.25 : event.key === "ArrowDown" ? -0.25 : 0;
    if (!step) return;
    event.preventDefault();
    setLineText(String((line ?? 0) + step));
  };

  const settled =
    canSettle(stake, odds) && line !== null && homeScore !== undefined && awayScore !== undefined
      ? settleAsianHandicap({ side, line, homeScore, awayScore, stake, odds })
      : undefined;

  return (
    <>
      <Card role="region" aria-labelledby="handicap-bet">
        <CardHeader>
          <CardTitle id="handicap-bet">{t("calculator.handicap.title")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-5">
          {children}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t("calculator.handicap.team")}</legend>
            <div className="flex flex-wrap gap-4">
              {SIDES.map((option) => (
                <label key={option.side} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-side`}
                    value={option.side}
                    checked={side === option.side}
                    onChange={() => setSide(option.side)}
                    className="size-4 accent-primary"
                  />
                  {t(option.labelKey)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-2">
            <label htmlFor={`${id}-line`} className="text-sm font-medium">
              {t("calculator.handicap.line")}
            </label>
            <Input
              ref={lineRef}
              id={`${id}-line`}
              inputMode="text"
              autoComplete="off"
              dir="ltr"
              value={lineText}
              aria-describedby={`${id}-line-hint`}
              aria-invalid={line === null}
              onChange={(event) => setLineText(event.target.value)}
              onKeyDown={stepLine}
              className="max-w-48"
            />
            <p
              id={`${id}-line-hint`}
              className={line === null ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
            >
              {t(line === null ? "calculator.handicap.line_invalid" : "calculator.handicap.line_hint")}
            </p>
            <div role="group" aria-label={t("calculator.handicap.presets")} className="flex flex-wrap gap-2">
              {PRESETS.map((preset) => (
                <Button
                  key={preset}
                  variant="outline"
                  size="sm"
                  aria-pressed={line === preset}
                  onClick={() => setLineText(String(preset))}
                >
                  <bdi>{signed(preset)}</bdi>
                </Button>
              ))}
            </div>
          </div>
          <div className="grid grid-cols-2 gap-4">
            {(["home", "away"] as const).map((which) => (
              <div key={which} className="space-y-2">
                <label htmlFor={`${id}-${which}`} className="text-sm font-medium">
                  {t(which === "home" ? "calculator.handicap.home_score" : "calculator.handicap.away_score")}
                </label>
                <Input
                  ref={which === "home" ? homeScoreRef : awayScoreRef}
                  id={`${id}-${which}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={scores[which]}
                  onChange={(event) => setScores({ ...scores, [which]: event.target.value })}
                />
              </div>
            ))}
          </div>
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="handicap-result">
        <CardHeader>
          <CardTitle id="handicap-result">{t("calculator.result.title")}</CardTitle>
        </CardHeader>
        <CardContent aria-live="polite" className="space-y-3">
          {settled && line !== null ? (
            <>
              <Badge variant={OUTCOMES[settled.outcome].variant} className="text-sm">
                {t(OUTCOMES[settled.outcome].labelKey)}
              </Badge>
              <p>{t(OUTCOMES[settled.outcome].explainKey, { team: team(side) })}</p>
              {settled.halves.length > 0 && (
                <div className="space-y-1">
                  <p className="text-sm font-medium">{t("calculator.handicap.halves")}</p>
                  <ul className="list-disc space-y-1 ps-5 text-sm">
                    {settled.halves.map((half) => (
                      <li key={half.line}>
                        {t("calculator.handicap.half", {
                          stake: money(stake / 2),
                          line: isolated(half.line),
                          result: t(LINE_RESULTS[half.result].labelKey),
                          total: money(half.totalReturn),
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <ResultList
                rows={[
                  [t("calculator.result.stake"), money(stake)],
                  [t("calculator.result.odds"), formatOdds(locale, odds)],
                  [t("calculator.handicap.applied"), `${team(side)} ${isolated(line)}`],
                  [t("calculator.handicap.score"), `${homeScore} – ${awayScore}`],
                  [t("calculator.handicap.profit"), money(settled.profit)],
                  [t("calculator.result.return"), money(settled.totalReturn)],
                ]}
              />
              <p className="text-xs text-muted-foreground">{t("calculator.result.disclaimer")}</p>
            </>
          ) : (
            <p className="text-muted-foreground">{t("calculator.handicap.empty")}</p>
          )}
        </CardContent>
      </Card>

      <Card role="region" aria-labelledby="handicap-guide">
        <CardHeader>
          <CardTitle id="handicap-guide">{t("calculator.guide.title")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <ul className="list-disc space-y-2 ps-5">
            {GUIDE_KEYS.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p className="rounded-md bg-muted p-3 text-sm">{t("calculator.guide.tip")}</p>
        </CardContent>
      </Card>
    </>
  );
}
