import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import type { Leaderboard } from "#schema/api/contest";
import { publicIdOf } from "#schema/public-name";
import { Button } from "#web/components/ui/button";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { formatEuro, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import { publicName } from "#web/lib/public-name";
import { standingsQuery, useCalculateLeaderboard, useRecalculateLeaderboard } from "../api";
import { formatMonth } from "#schema/cyprus-time";
import { formatDateTime } from "../format";
import { standingsMonthOf } from "../prize-months";
import type { PrizesSearch } from "../prizes-search";
import { MonthSelect } from "./month-select";

// The confirmation's code (Radix Dialog) arrives when an admin first asks to calculate.
const ConfirmDialog = lazy(() =>
  import("#web/components/confirm-dialog").then((m) => ({ default: m.ConfirmDialog })),
);

/**
 * Leaderboard Management: a finished month's standings (final once settled, live until then) and
 * Calculate, which settles the month after a confirmation, or, once it is settled, Recalculate,
 * which replaces its standings and prizes while none of them has been decided.
 */
export function LeaderboardManagement({
  search,
  months,
  onSearchChange,
}: {
  search: PrizesSearch;
  months: readonly string[];
  onSearchChange: (search: PrizesSearch) => void;
}) {
  const { t, locale } = useT();
  const hydrated = useHydrated();
  const month = standingsMonthOf(search, months);
  const query = useQuery(standingsQuery(month));
  // A settled month is recalculated (replaced while no prize is decided); any other is calculated.
  const settled = query.data?.status === "settled";
  const calculateMonth = useCalculateLeaderboard();
  const recalculateMonth = useRecalculateLeaderboard();
  const calculate = settled ? recalculateMonth : calculateMonth;
  const action = settled ? "recalculate" : "calculate";
  const busyLabel = t(settled ? "admin.prizes.recalculating" : "admin.prizes.calculating");
  const [confirming, setConfirming] = useState(false);
  const monthName = formatMonth(locale, month);
  return (
    <section aria-labelledby="standings-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <MonthSelect
          id="standings-month"
          label={t("admin.prizes.leaderboard.month")}
          value={month}
          months={months}
          onChange={(next) => onSearchChange({ tab: "leaderboard", month: next })}
        />
        <Button
          aria-haspopup="dialog"
          disabled={!hydrated || calculate.isPending}
          onClick={() => setConfirming(true)}
        >
          {calculate.isPending ? busyLabel : t(`admin.prizes.${action}`)}
        </Button>
      </div>
      <h2 id="standings-title" className="text-xl font-semibold">
        {t("admin.prizes.leaderboard.heading", { month: monthName })}
      </h2>
      <QueryView
        query={query}
        failed={t("admin.prizes.leaderboard.fetch_failed")}
        loadingClassName="space-y-2"
        loading={
          <>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-8" />
            ))}
          </>
        }
      >
        {(data) => <Standings leaderboard={data} monthName={monthName} />}
      </QueryView>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            onOpenChange={setConfirming}
            title={t(`admin.prizes.${action}_title`, { month: monthName })}
            description={t(`admin.prizes.${action}_confirm`, { month: monthName })}
            cancelLabel={t("admin.action.cancel")}
            confirmLabel={t(`admin.prizes.${action}`)}
            busyLabel={busyLabel}
            busy={calculate.isPending}
            onConfirm={() => calculate.mutate(month, { onSettled: () => setConfirming(false) })}
          />
        </Suspense>
      )}
    </section>
  );
}

function Standings({ leaderboard, monthName }: { leaderboard: Leaderboard; monthName: string }) {
  const { t, locale } = useT();
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {leaderboard.status === "settled" && leaderboard.settledAt
          ? t("admin.prizes.leaderboard.settled", { date: formatDateTime(locale, leaderboard.settledAt) })
          : t("admin.prizes.leaderboard.live")}
      </p>
      {leaderboard.rows.length === 0 ? (
        <p className="text-muted-foreground">{t("admin.prizes.leaderboard.empty", { month: monthName })}</p>
      ) : (
        <ScrollRegion
          label={t("admin.prizes.leaderboard.heading", { month: monthName })}
          className="rounded-lg"
        >
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-start">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.prizes.rank")}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t("admin.prizes.leaderboard.reviewer")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t("admin.prizes.reviews")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t("admin.prizes.leaderboard.prize")}
                </th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.rows.map((row) => (
                <tr key={row.userId} className="border-t">
                  <td className="px-3 py-2 tabular-nums">{formatNumber(locale, row.rank)}</td>
                  <th scope="row" dir="auto" className="px-3 py-2 text-start font-normal">
                    {publicName(t, { username: row.username, publicId: publicIdOf(row.userId) })}
                  </th>
                  <td className="px-3 py-2 text-end tabular-nums">{formatNumber(locale, row.reviewCount)}</td>
                  <td className="px-3 py-2 text-end tabular-nums">
                    {row.prizeAmount > 0 ? (
                      formatEuro(locale, row.prizeAmount)
                    ) : (
                      <span className="text-muted-foreground">{t("admin.prizes.leaderboard.no_prize")}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
