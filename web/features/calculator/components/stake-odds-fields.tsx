import { useId } from "react";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { useT } from "#web/i18n/use-t";
import { formatMoney } from "../money";

const QUICK_STAKES = [5, 10, 20, 50, 100];

export type StakeOdds = { stake: string; odds: string };

/** Stake (with the quick amounts) and decimal odds: shared by both modes, so switching keeps them. */
export function StakeOddsFields({
  value,
  onChange,
}: {
  value: StakeOdds;
  onChange: (next: StakeOdds) => void;
}) {
  const { t, locale } = useT();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <label htmlFor={`${id}-stake`} className="text-sm font-medium">
          {t("calculator.stake")}
        </label>
        <Input
          id={`${id}-stake`}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={value.stake}
          onChange={(event) => onChange({ ...value, stake: event.target.value })}
        />
        <div role="group" aria-label={t("calculator.quick_amounts")} className="flex flex-wrap gap-2">
          {QUICK_STAKES.map((amount) => (
            <Button
              key={amount}
              variant="outline"
              size="sm"
              aria-pressed={value.stake === String(amount)}
              onClick={() => onChange({ ...value, stake: String(amount) })}
            >
              {formatMoney(locale, amount, { maximumFractionDigits: 0 })}
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
          type="number"
          inputMode="decimal"
          min={1}
          step={0.01}
          value={value.odds}
          onChange={(event) => onChange({ ...value, odds: event.target.value })}
        />
      </div>
    </div>
  );
}
