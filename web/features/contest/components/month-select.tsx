import { useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { useT } from "#web/i18n/use-t";
import type { MonthChoice } from "../contest-format";

/**
 * The months on offer, newest (the current one) first: an island of the leaderboard page. A choice
 * is an address (`?month=`), so Back returns to the month before and a link shares the month; the
 * current month keeps the plain address (`pathname`). A plain GET form: without JavaScript (or
 * before this island's code runs) Apply asks the server for the month; once it runs, a choice loads
 * its month at once and Apply hides.
 */
export default function MonthSelect({
  months,
  month,
  pathname,
}: {
  months: MonthChoice[];
  month: string;
  pathname: string;
}) {
  const { t } = useT();
  const select = useRef<HTMLSelectElement>(null);
  // The choice shows at once, while the chosen month's page loads.
  const [chosen, setChosen] = useState<string>();
  const show = (next: string) => {
    setChosen(next);
    location.assign(next === months[0]?.value ? pathname : `${pathname}?month=${next}`);
  };
  useEffect(() => {
    // A choice made while the code was on its way is acted on now.
    if (select.current && select.current.value !== month) show(select.current.value);
    // Back to this page from the browser's cache: the select shows this page's month again.
    const onShow = (event: PageTransitionEvent) => event.persisted && setChosen(undefined);
    addEventListener("pageshow", onShow);
    return () => removeEventListener("pageshow", onShow);
    // Once, as the island wakes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="get" className="flex items-center gap-2">
      <label htmlFor="leaderboard-month" className="text-sm font-medium">
        {t("leaderboard.month")}
      </label>
      <NativeSelect
        ref={select}
        id="leaderboard-month"
        name="month"
        // The browser restores no choice of its own on Back: the address names the month.
        autoComplete="off"
        value={chosen ?? month}
        onChange={(event) => show(event.target.value)}
      >
        {months.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" className="scripting:hidden">
        {t("common.apply")}
      </Button>
    </form>
  );
}
