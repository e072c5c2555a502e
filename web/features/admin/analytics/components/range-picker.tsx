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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = analyticsRangeSchema.safeParse({ from, to });
    if (!result.success) {
      setProblem(translateMessage(translator, result.error.issues[0]?.message ?? ""));
      return;
    }
    setProblem(undefined);
    onChange(result.data);
  };
  const preset = (days: number) => {
    const next = lastDays(days);
    setFrom(next.from);
    setTo(next.to);
    setProblem(undefined);
    onChange(next);
  };
  return (
    <form onSubmit={submit} aria-label={t("admin.analytics.range.label")} className="space-y-3" noValidate>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          {t("admin.analytics.range.from")}
          <Input
            type="date"
            name="from"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "analytics-range-problem" : undefined}
            className="w-44"
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t("admin.analytics.range.to")}
          <Input
            type="date"
            name="to"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "analytics-range-problem" : undefined}
            className="w-44"
          />
        </label>
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
        <p id="analytics-range-problem" role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
