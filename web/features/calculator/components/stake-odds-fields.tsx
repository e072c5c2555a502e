import { useId } from "react";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { useT } from "#web/i18n/use-t";
import { formatEuro } from "#web/i18n/format";
import { useKeptInput } from "../use-kept-input";

const QUICK_STAKES = [5, 10, 20, 50, 100];

export type StakeOdds = { stake: string; odds: string };

/** Stake (with the quick amounts) and decimal odds: shared by both modes, so switching keeps them. */
export function StakeOddsFields({
  value,
  problems,
  onChange,
}: {
  value: StakeOdds;
  /** What is wrong with each box's number, in the page's language. */
  problems: Partial<Record<keyof StakeOdds, string>>;
  /** One box's new text (the caller applies it to the state as it is, not as this render saw it). */
  onChange: (field: keyof StakeOdds, typed: string) => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  const box = (field: keyof StakeOdds) => (
    <NumberBox
      id={`${id}-${field}`}
      label={t(`calculator.${field}`)}
      value={value[field]}
      problem={problems[field]}
      onChange={(typed) => onChange(field, typed)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        {box("stake")}
        <div role="group" aria-label={t("calculator.quick_amounts")} className="flex flex-wrap gap-2">
          {QUICK_STAKES.map((amount) => (
            <Button
              key={amount}
              variant="outline"
              size="sm"
              aria-pressed={value.stake === String(amount)}
              onClick={() => onChange("stake", String(amount))}
            >
              {formatEuro(locale, amount)}
            </Button>
          ))}
        </div>
      </div>
      <div className="space-y-2">{box("odds")}</div>
    </div>
  );
}

/**
 * A labelled number box and what is wrong with its number. Text, not type=number: a number input
 * reads what is typed by the browser's language, not the page's (Chromium took a Greek visitor's
 * "10,50" for 1050). The page reads it instead. What was typed before the island's code came counts.
 */
function NumberBox({
  id,
  label,
  value,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  problem: string | undefined;
  onChange: (typed: string) => void;
}) {
  const ref = useKeptInput(value, onChange);
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        ref={ref}
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </>
  );
}
