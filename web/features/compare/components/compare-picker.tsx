import { useEffect, useRef } from "react";
import type { ProviderCardData } from "#schema/api/providers";
import { XIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { MAX_COMPARED, selectionToken } from "../compare-facts";

/**
 * A selection as the URL writes it (`?p=a,b,c`). Here, not beside `selectionToken`: that module is
 * part of every page's first download, and only the compare page writes selections.
 */
export const selectionOf = (providers: ProviderCardData[]) => providers.map(selectionToken).join(",");

/**
 * The drop-down of the providers not chosen yet (choosing one adds it) and a chip per chosen one with
 * its remove button. At MAX_COMPARED the drop-down is disabled and says why; a link that named more
 * says so too. Both are plain GET forms, so adding and removing work without JavaScript: the add
 * form sends the chosen ones and the added one (`?p=a,b&p=c`, Add showing only then), a remove
 * button the others. With JavaScript a choice acts at once, in place.
 */
export function ComparePicker({
  providers,
  chosen,
  named,
  onChange,
}: {
  providers: ProviderCardData[];
  chosen: ProviderCardData[];
  /** How many active providers the link named (more than MAX_COMPARED are cut). */
  named: number;
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
      <form method="get" className="flex flex-wrap items-center gap-3">
        <label htmlFor="compare-add" className="text-sm font-medium">
          {t("compare.add_label")}
        </label>
        {chosen.length > 0 && <input type="hidden" name="p" value={selectionOf(chosen)} />}
        <NativeSelect
          id="compare-add"
          name="p"
          ref={select}
          value=""
          disabled={full}
          aria-describedby="compare-max"
          onChange={(event) => {
            const added = providers.find((provider) => selectionToken(provider) === event.target.value);
            if (added && !full) onChange([...chosen, added]);
          }}
        >
          <option value="">{t("compare.add_placeholder")}</option>
          {providers
            .filter((provider) => !chosen.includes(provider))
            .map((provider) => (
              <option key={provider.id} value={selectionToken(provider)}>
                {provider.brand}
              </option>
            ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={full} className="hydrated:hidden">
          {t("compare.add_submit")}
        </Button>
        <p id="compare-max" role="status" className="text-sm text-muted-foreground">
          {named > MAX_COMPARED && `${t("compare.over_max", { count: named, max: MAX_COMPARED })} `}
          {full ? t("compare.max", { max: MAX_COMPARED }) : ""}
        </p>
      </form>
      {chosen.length > 0 && (
        <form method="get">
          <ul aria-label={t("compare.chosen")} className="flex flex-wrap gap-2">
            {chosen.map((provider) => (
              <li
                key={provider.id}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm"
              >
                {provider.brand}
                <button
                  type="submit"
                  name="p"
                  value={selectionOf(chosen.filter((other) => other !== provider))}
                  aria-label={t("compare.remove", { brand: provider.brand })}
                  className="rounded-full p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={(event) => {
                    event.preventDefault();
                    refocus.current = true;
                    onChange(chosen.filter((other) => other !== provider));
                  }}
                >
                  <XIcon className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </form>
      )}
    </div>
  );
}
