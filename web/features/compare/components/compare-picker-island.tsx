import { useEffect, useRef } from "react";
import { XIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import { MAX_COMPARED } from "../compare-facts";

/**
 * A provider the picker offers or shows chosen: as the address writes it, its brand, and whether
 * it pays for its position (the drop-down is in ranked order, so it says so there).
 */
export type PickerProvider = { token: string; brand: string; sponsored: boolean };

/** Where each change of the selection takes the visitor: back to the drop-down, on the new page. */
const PICKER_ID = "compare-add";

/**
 * The drop-down of the providers not chosen yet (choosing one adds it) and a chip per chosen one with
 * its remove button. At MAX_COMPARED the drop-down is disabled and says why; a link that named more
 * says so too. Both are plain GET forms (the selection is the address: `?p=a,b,c`), so adding and
 * removing work without this code: the add form sends the chosen ones and the added one
 * (`?p=a,b&p=c`, joined by the Worker; Add shows only then), a remove button the others. Once its
 * code runs, a choice in the drop-down is sent at once, as one made before the code came. Each new
 * address ends in the drop-down's id, so the keyboard's place stays there on the new page.
 */
export default function ComparePicker({
  providers,
  chosen,
  named,
}: {
  /** Every active provider, in the list's order. */
  providers: PickerProvider[];
  /** The tokens of the chosen ones, in the address's order. */
  chosen: string[];
  /** How many active providers the link named (more than MAX_COMPARED are cut). */
  named: number;
}) {
  const { t } = useT();
  const full = chosen.length >= MAX_COMPARED;
  const select = useRef<HTMLSelectElement>(null);
  const brandOf = (token: string) => providers.find((provider) => provider.token === token)?.brand ?? token;
  useEffect(() => {
    if (select.current?.value) select.current.form?.requestSubmit();
  }, []);
  return (
    <div className="space-y-3">
      <form method="get" action={`#${PICKER_ID}`} className="flex flex-wrap items-center gap-3">
        <label htmlFor={PICKER_ID} className="text-sm font-medium">
          {t("compare.add_label")}
        </label>
        {chosen.length > 0 && <input type="hidden" name="p" value={chosen.join(",")} />}
        <NativeSelect
          id={PICKER_ID}
          name="p"
          ref={select}
          defaultValue=""
          // A value the browser put back on a step back would otherwise be sent again once the code runs.
          autoComplete="off"
          disabled={full}
          aria-describedby="compare-max"
          onChange={(event) => {
            if (event.target.value) event.target.form?.requestSubmit();
          }}
        >
          <option value="">{t("compare.add_placeholder")}</option>
          {providers
            .filter((provider) => !chosen.includes(provider.token))
            .map((provider) => (
              <option key={provider.token} value={provider.token}>
                {provider.sponsored
                  ? `${provider.brand} (${t("providers.badge.sponsored")})`
                  : provider.brand}
              </option>
            ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={full} className="scripting:hidden">
          {t("compare.add_submit")}
        </Button>
        <p id="compare-max" role="status" className="text-sm text-muted-foreground">
          {named > MAX_COMPARED && `${t("compare.over_max", { count: named, max: MAX_COMPARED })} `}
          {full ? t("compare.max", { max: MAX_COMPARED }) : ""}
        </p>
      </form>
      {chosen.length > 0 && (
        <form method="get" action={`#${PICKER_ID}`}>
          <ul aria-label={t("compare.chosen")} className="flex flex-wrap gap-2">
            {chosen.map((token) => (
              <li
                key={token}
                className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 ps-3 pe-1 text-sm"
              >
                {brandOf(token)}
                <button
                  type="submit"
                  name="p"
                  value={chosen.filter((other) => other !== token).join(",")}
                  aria-label={t("compare.remove", { brand: brandOf(token) })}
                  className="rounded-full p-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <XIcon className="pointer-events-none size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </form>
      )}
    </div>
  );
}
