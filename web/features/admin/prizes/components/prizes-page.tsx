import { useQuery } from "@tanstack/react-query";
import { useT } from "#web/i18n/use-t";
import { prizeHistoryQuery } from "../api";
import { prizeMonthChoices } from "../prize-months";
import type { PrizesSearch } from "../prizes-search";
import { LeaderboardManagement } from "./leaderboard-management";
import { PendingPrizes } from "./pending-prizes";
import { PrizeList } from "./prize-list";
import { PrizesTabs } from "./prizes-tabs";

/** Prizes: pay the monthly contest's awards and settle finished months. */
export function PrizesPage({
  search,
  onSearchChange,
}: {
  search: PrizesSearch;
  onSearchChange: (search: PrizesSearch) => void;
}) {
  const { t } = useT();
  const months = prizeMonthChoices();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.prizes.title")}</h1>
        <p className="text-muted-foreground">{t("admin.prizes.description")}</p>
      </header>
      <PrizesTabs current={search.tab ?? "pending"} />
      {search.tab === "history" ? (
        <PrizeHistory />
      ) : search.tab === "leaderboard" ? (
        <LeaderboardManagement search={search} months={months} onSearchChange={onSearchChange} />
      ) : (
        <PendingPrizes search={search} months={months} onSearchChange={onSearchChange} />
      )}
    </div>
  );
}

function PrizeHistory() {
  const { t } = useT();
  return (
    <PrizeList
      result={useQuery(prizeHistoryQuery)}
      failedText={t("admin.prizes.history_fetch_failed")}
      emptyText={t("admin.prizes.empty.history")}
    />
  );
}
