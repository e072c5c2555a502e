import { useQuery } from "@tanstack/react-query";
import type { Leaderboard } from "#schema/api/contest";
import { publicIdOf } from "#schema/public-name";
import { LEADERBOARD_REFRESH_MS } from "#schema/contest-rules";
import { ScrollRegion } from "#web/components/ui/scroll-region";
import { LoadingRegion, Skeleton } from "#web/components/ui/skeleton";
import { formatDate, formatEuro, formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { publicName } from "#web/lib/public-name";
import { leaderboardQuery } from "../api";
import type { MonthChoice } from "../contest-format";
import { FetchError } from "./fetch-error";
import { NoPrize } from "./no-prize";

/** Narrower gaps on a phone, where the four headers in Russian just fit a 360 px screen. */
const CELL = "px-1.5 py-2 text-start first:ps-3 last:pe-3 sm:px-3";

/**
 * A month's standings, the visitor's own row marked: an island of the leaderboard page, read again
 * every 5 minutes while the page is open. Data already shown stays when a refresh fails; the error
 * shows only when there is nothing to show. `userId` is the signed-in visitor's, if any.
 */
export default function Standings({ month, userId }: { month: MonthChoice; userId?: string }) {
  const { data, isError, refetch } = useQuery(leaderboardQuery(month.value));
  if (data) return <Ranking leaderboard={data} monthLabel={month.label} userId={userId} />;
  if (isError) return <FetchError messageKey="leaderboard.fetch_failed" onRetry={() => void refetch()} />;
  return (
    <LoadingRegion>
      <Skeleton className="h-64 w-full" round="xl" />
    </LoadingRegion>
  );
}

type RankingProps = { leaderboard: Leaderboard; monthLabel: string; userId?: string };

function Ranking({ leaderboard, monthLabel, userId }: RankingProps) {
  const { t, tp, locale } = useT();
  const { status, settledAt, checkingUntil, rows } = leaderboard;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {status === "settled" && settledAt
          ? t("leaderboard.status.settled", { date: formatDate(locale, settledAt) })
          : checkingUntil
            ? t("leaderboard.status.checking", { date: formatDate(locale, checkingUntil) })
            : tp("leaderboard.status.live", LEADERBOARD_REFRESH_MS / 60_000)}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border px-4 py-8 text-center text-muted-foreground">
          {t("leaderboard.empty")}
        </p>
      ) : (
        <ScrollRegion label={t("leaderboard.table.caption", { month: monthLabel })} className="rounded-xl">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{t("leaderboard.table.caption", { month: monthLabel })}</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className={CELL}>
                  {t("leaderboard.table.rank")}
                </th>
                <th scope="col" className={CELL}>
                  {t("leaderboard.table.user")}
                </th>
                <th scope="col" className={CELL}>
                  {t("leaderboard.table.reviews")}
                </th>
                <th scope="col" className={CELL}>
                  {t("leaderboard.table.prize")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const own = row.userId === userId;
                return (
                  <tr key={row.userId} className={cn("border-t", own && "bg-accent font-semibold")}>
                    <td className={CELL}>{formatNumber(locale, row.rank)}</td>
                    {/* A name may be 100 characters without a space: it breaks rather than widen the table. */}
                    <th scope="row" className={cn(CELL, "wrap-anywhere", !own && "font-normal")}>
                      {publicName(t, { username: row.username, publicId: publicIdOf(row.userId) })}
                      {own && ` ${t("leaderboard.you")}`}
                    </th>
                    <td className={CELL}>{formatNumber(locale, row.reviewCount)}</td>
                    <td className={CELL}>
                      {row.prizeAmount > 0 ? formatEuro(locale, row.prizeAmount) : <NoPrize />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
