import { queryOptions } from "@tanstack/react-query";
import type { Leaderboard, MyPosition } from "#schema/api/contest";
import { LEADERBOARD_REFRESH_MS } from "#schema/contest-rules";
import { apiGet } from "#web/lib/api-client";

/**
 * A month's standings ('YYYY-MM'), read again every 5 minutes while the page is open; stale after
 * those 5 minutes, so an island that wakes later reads them at once.
 */
export const leaderboardQuery = (month: string) =>
  queryOptions({
    queryKey: ["leaderboard", month],
    queryFn: () => apiGet<Leaderboard>(`/api/leaderboard/monthly/${month}`),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    staleTime: LEADERBOARD_REFRESH_MS,
  });

/** The signed-in user's own place in a month, ranked or not; as often as the standings. */
export const myPositionQuery = (month: string) =>
  queryOptions({
    queryKey: ["user", "leaderboard-position", month],
    queryFn: () => apiGet<MyPosition>(`/api/leaderboard/my-position?month=${month}`),
    refetchInterval: LEADERBOARD_REFRESH_MS,
    staleTime: LEADERBOARD_REFRESH_MS,
  });
