import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Button } from "#web/components/ui/button";
import { NativeSelect } from "#web/components/ui/native-select";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import type { MonthChoice } from "../contest-format";

/**
 * The months on offer, newest (the current one) first. A choice is an address (`?month=`), so Back
 * returns to the month before and a link shares the month; the current month keeps the plain
 * address. A plain GET form: without JavaScript (or before the page's code runs) Apply asks the
 * server for the month; once it runs, a choice shows at once and Apply hides.
 */
export function MonthSelect({ months, month }: { months: MonthChoice[]; month: string }) {
  const { t } = useT();
  const localeParam = useLocaleParam();
  const navigate = useNavigate();
  // The choice shows at once, while the chosen month's standings load.
  const [chosen, setChosen] = useState<string>();
  return (
    <form method="get" className="flex items-center gap-2">
      <label htmlFor="leaderboard-month" className="text-sm font-medium">
        {t("leaderboard.month")}
      </label>
      <NativeSelect
        id="leaderboard-month"
        name="month"
        value={chosen ?? month}
        onChange={(event) => {
          const next = event.target.value;
          setChosen(next);
          void navigate({
            to: "/{-$locale}/leaderboard",
            params: { locale: localeParam },
            search: next === months[0]?.value ? {} : { month: next },
          }).finally(() => setChosen(undefined));
        }}
      >
        {months.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" className="hydrated:hidden">
        {t("common.apply")}
      </Button>
    </form>
  );
}
