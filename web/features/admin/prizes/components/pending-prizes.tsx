import { useQuery } from "@tanstack/react-query";
import { useT } from "#web/i18n/use-t";
import { pendingPrizesQuery } from "../api";
import { formatMonth } from "#schema/cyprus-time";
import { pendingMonthOf } from "../prize-months";
import type { PrizesSearch } from "../prizes-search";
import { MonthSelect } from "./month-select";
import { PrizeList } from "./prize-list";

/** Pending Prizes: the awards still to pay, all months or one (the filter is in the address). */
export function PendingPrizes({
  search,
  months,
  onSearchChange,
}: {
  search: PrizesSearch;
  months: readonly string[];
  onSearchChange: (search: PrizesSearch) => void;
}) {
  const { t, locale } = useT();
  const month = pendingMonthOf(search, months);
  const result = useQuery(pendingPrizesQuery(month));
  return (
    <div className="space-y-4">
      <MonthSelect
        id="pending-prizes-month"
        label={t("admin.prizes.month")}
        value={month}
        months={months}
        allLabel={t("admin.prizes.all_months")}
        onChange={(next) => onSearchChange({ month: next })}
      />
      <PrizeList
        result={result}
        failedText={t("admin.prizes.fetch_failed")}
        emptyText={
          month
            ? t("admin.prizes.empty.pending_month", { month: formatMonth(locale, month) })
            : t("admin.prizes.empty.pending")
        }
      />
    </div>
  );
}
