import { useId, useState } from "react";
import { Textarea } from "#web/components/ui/textarea";
import { useT } from "#web/i18n/use-t";

/**
 * One of the two CSV boxes: pasted text, or a .csv file read into the box (with the reading's
 * progress, for large files). The text is sent as it is; the server parses it.
 */
export function CsvInput({
  name,
  label,
  hint,
  value,
  onChange,
  disabled,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const [reading, setReading] = useState<{ loaded: number; total: number } | null>(null);
  const [readFailed, setReadFailed] = useState(false);

  const readFile = (file: File) => {
    const reader = new FileReader();
    setReadFailed(false);
    setReading({ loaded: 0, total: file.size });
    reader.onprogress = (event) => setReading({ loaded: event.loaded, total: event.total || file.size });
    reader.onload = () => {
      setReading(null);
      onChange(typeof reader.result === "string" ? reader.result : "");
    };
    reader.onerror = () => {
      setReading(null);
      setReadFailed(true);
    };
    reader.readAsText(file, "utf-8");
  };

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="font-medium">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <label htmlFor={`${id}-text`} className="sr-only">
        {label}
      </label>
      <Textarea
        id={`${id}-text`}
        name={name}
        rows={8}
        spellCheck={false}
        className="font-mono text-xs"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || reading !== null}
      />
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label htmlFor={`${id}-file`}>{t("admin.import.file")}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={disabled || reading !== null}
          className="text-sm file:me-2 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) readFile(file);
            event.target.value = "";
          }}
        />
      </div>
      {reading && (
        <div role="status" className="flex items-center gap-2 text-sm">
          <span>{t("admin.import.reading")}</span>
          <progress
            className="h-2 w-48"
            aria-label={t("admin.import.reading")}
            value={reading.loaded}
            max={reading.total || 1}
          />
        </div>
      )}
      {readFailed && (
        <p role="alert" className="text-sm text-destructive">
          {t("admin.import.read_failed")}
        </p>
      )}
    </fieldset>
  );
}
