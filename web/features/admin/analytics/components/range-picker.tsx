import { useState, type FormEvent } from "react";
import { ANALYTICS_PRESETS, analyticsRangeSchema, type AnalyticsRange } from "#schema/api/admin-analytics";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { translateMessage } from "#web/features/profile/messages";
import { useT } from "#web/i18n/use-t";
import { lastDays } from "../analytics-range";

/**
 * Two date inputs (Cyprus days, both included) and the quick ranges. A range is checked with the
 * API's own rule before it goes into the address, and the reason shows under the inputs.
 *
 * The inputs follow the address when it changes from outside (Back, Forward), but not when the
 * change is the one this picker asked for: the address settles a moment after the click, and a date
 * typed in that moment must not be put back.
 */
export function RangePicker({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (range: AnalyticsRange) => void;
}) {
  const translator = useT();
  const { t } = translator;
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState(range);
  const [asked, setAsked] = useState<AnalyticsRange>();
  if (!sameRange(range, shown)) {
    setShown(range);
    setAsked(undefined);
    if (!asked || !sameRange(range, asked)) {
      setFrom(range.from);
      setTo(range.to);
      setProblem(undefined);
    }
  }
  const ask = (next: AnalyticsRange) => {
    setAsked(next);
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = analyticsRangeSchema.safeParse({ from, to });
    if (!result.success) {
      setProblem(translateMessage(translator, result.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(undefined);
    ask(result.data);
  };
  const preset = (days: number) => {
    const next = lastDays(days);
    setFrom(next.from);
    setTo(next.to);
    setProblem(undefined);
    ask(next);
  };
  return (
    <form onSubmit={submit} aria-label={t("admin.analytics.range.label")} className="space-y-3" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <DateField
          label={t("admin.analytics.range.from")}
          name="from"
          value={from}
          max={to}
          onChange={setFrom}
          invalid={!!problem}
        />
        <DateField
          label={t("admin.analytics.range.to")}
          name="to"
          value={to}
          min={from}
          onChange={setTo}
          invalid={!!problem}
        />
        <Button type="submit">{t("admin.analytics.range.apply")}</Button>
        <div className="flex flex-wrap gap-2">
          {ANALYTICS_PRESETS.map((days) => (
            <Button key={days} type="button" variant="outline" onClick={() => preset(days)}>
              {t(`admin.analytics.preset.${days}`)}
            </Button>
          ))}
        </div>
      </div>
      {problem && (
        <p id={PROBLEM_ID} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}

const sameRange = (a: AnalyticsRange, b: AnalyticsRange) => a.from === b.from && a.to === b.to;

const PROBLEM_ID = "analytics-range-problem";

function DateField({
  label,
  onChange,
  invalid,
  ...input
}: {
  label: string;
  name: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
  invalid: boolean;
}) {
  return (
    <label className="grid gap-1 text-sm">
      {label}
      <Input
        type="date"
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? PROBLEM_ID : undefined}
        className="w-44"
      />
    </label>
  );
}
