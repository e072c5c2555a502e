import { useId } from "react";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { useT } from "#web/i18n/use-t";
import { formatEuro } from "#schema/euro";

const QUICK_STAKES = [5, 10, 20, 50, 100];

export type StakeOdds = { stake: string; odds: string };

/** Stake (with the quick amounts) and decimal odds: shared by both modes, so switching keeps them. */
export function StakeOddsFields({
  value,
  problems,
  onReach,
  onChange,
}: {
  value: StakeOdds;
  /** What is wrong with each box's number, in the page's language. */
  problems: Partial<Record<keyof StakeOdds, string>>;
  /** The visitor reaches for the boxes (focus or pointer): time to fetch what reads them. */
  onReach: () => void;
  onChange: (next: StakeOdds) => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2" onFocus={onReach} onPointerOver={onReach}>
      <div className="space-y-2">
        <label htmlFor={`${id}-stake`} className="text-sm font-medium">
          {t("calculator.stake")}
        </label>
        <Input
          id={`${id}-stake`}
          {...numberInput(`${id}-stake-problem`, problems.stake)}
          value={value.stake}
          onChange={(event) => onChange({ ...value, stake: event.target.value })}
        />
        <Problem id={`${id}-stake-problem`} text={problems.stake} />
        <div role="group" aria-label={t("calculator.quick_amounts")} className="flex flex-wrap gap-2">
          {QUICK_STAKES.map((amount) => (
            <Button
              key={amount}
              variant="outline"
              size="sm"
              aria-pressed={value.stake === String(amount)}
              onClick={() => onChange({ ...value, stake: String(amount) })}
            >
              {formatEuro(locale, amount)}
            </Button>
          ))}
        </div>
      </div>
      <div className="space-y-2">
        <label htmlFor={`${id}-odds`} className="text-sm font-medium">
          {t("calculator.odds")}
        </label>
        <Input
          id={`${id}-odds`}
          {...numberInput(`${id}-odds-problem`, problems.odds)}
          value={value.odds}
          onChange={(event) => onChange({ ...value, odds: event.target.value })}
        />
        <Problem id={`${id}-odds-problem`} text={problems.odds} />
      </div>
    </div>
  );
}

/**
 * Text, not type=number: a number input reads what is typed by the browser's language, not the
 * page's (Chromium took a Greek visitor's "10,50" for 1050). The page reads it instead.
 */
const numberInput = (problemId: string, problem: string | undefined) => ({
  type: "text",
  inputMode: "decimal" as const,
  autoComplete: "off",
  dir: "ltr",
  "aria-invalid": problem ? true : undefined,
  "aria-describedby": problem ? problemId : undefined,
});

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}
