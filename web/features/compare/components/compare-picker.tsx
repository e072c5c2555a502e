import { useEffect, useRef } from "react";
import type { ProviderCardData } from "#schema/api/providers";
import { XIcon } from "#web/components/icons";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { MAX_COMPARED } from "../compare-facts";

/**
 * The drop-down of the providers not chosen yet (choosing one adds it) and a chip per chosen one with
 * its remove button. At MAX_COMPARED the drop-down is disabled and says why.
 */
export function ComparePicker({
  providers,
  chosen,
  onChange,
}: {
  providers: ProviderCardData[];
  chosen: ProviderCardData[];
  onChange: (next: ProviderCardData[]) => void;
}) {
  const { t } = useT();
  const full = chosen.length >= MAX_COMPARED;
  const select = useRef<HTMLSelectElement>(null);
  // A remove button goes away with its chip: the keyboard moves on to the drop-down once the new
  // selection is rendered (at three the drop-down was disabled, so it could not take focus sooner).
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current && !full) {
      refocus.current = false;
      select.current?.focus();
    }
  });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="compare-add" className="text-sm font-medium">
          {t("compare.add_label")}
        </label>
        <NativeSelect
          id="compare-add"
          ref={select}
          value=""
          disabled={full}
          aria-describedby="compare-max"
          onChange={(event) => {
            const added = providers.find((provider) => provider.id === event.target.value);
            if (added && !full) onChange([...chosen, added]);
          }}
        >
          <option value="">{t("compare.add_placeholder")}</option>
          {providers
            .filter((provider) => !chosen.includes(provider))
            .map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.brand}
              </option>
            ))}
        </NativeSelect>
        <p id="compare-max" role="status" className="text-sm text-muted-foreground">
          {full ? t("compare.max", { max: MAX_COMPARED }) : ""}
        </p>
      </div>
      {chosen.length > 0 && (
        <ul aria-label={t("compare.chosen")} className="flex flex-wrap gap-2">
          {chosen.map((provider) => (
            <li
              key={provider.id}
              className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm"
            >
              {provider.brand}
              <button
                type="button"
                aria-label={t("compare.remove", { brand: provider.brand })}
                className="rounded-full p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  refocus.current = true;
                  onChange(chosen.filter((other) => other !== provider));
                }}
              >
                <XIcon className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
