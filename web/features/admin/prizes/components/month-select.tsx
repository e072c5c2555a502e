import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { formatMonth } from "#schema/cyprus-time";

/** A labelled pick of one of `months` (newest first), named the locale's way; `allLabel` adds "every month". */
export function MonthSelect({
  id,
  label,
  value,
  months,
  allLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  months: readonly string[];
  allLabel?: string;
  onChange: (month: string | undefined) => void;
}) {
  const { locale } = useT();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        {allLabel && <option value="">{allLabel}</option>}
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonth(locale, month)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
