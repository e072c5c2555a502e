import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Leaderboard, PrizeAward, PrizeStatusInput, SettlementResult } from "#schema/api/contest";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "#web/features/profile/error-toast";
import { formatMonth } from "#schema/cyprus-time";
import { formatDateTime } from "./format";

const PRIZES_KEY = ["admin", "prizes"] as const;

/** Awards not paid yet (pending, processing, failed), oldest month first; `month` narrows to one month. */
export const pendingPrizesQuery = (month?: string) =>
  queryOptions({
    queryKey: [...PRIZES_KEY, "pending", month ?? "all"],
    queryFn: () =>
      apiGet<PrizeAward[]>(
        month ? `/api/admin/prizes/pending?${new URLSearchParams({ month })}` : "/api/admin/prizes/pending",
      ),
    // Another month keeps the last list on screen until its own arrives (keepPreviousData).
    placeholderData: (previous) => previous,
  });

/** Every award, newest month first. */
export const prizeHistoryQuery = queryOptions({
  queryKey: [...PRIZES_KEY, "history"],
  queryFn: () => apiGet<PrizeAward[]>("/api/admin/prizes/history"),
});

/** A finished month's standings as the public leaderboard shows them: settled, or live until it is. */
export const standingsQuery = (month: string) =>
  queryOptions({
    queryKey: [...PRIZES_KEY, "standings", month],
    queryFn: () => apiGet<Leaderboard>(`/api/leaderboard/monthly/${encodeURIComponent(month)}`),
  });

/** After a change every list of the screen is read again, and so is the public leaderboard. */
const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PRIZES_KEY }),
    queryClient.invalidateQueries({ queryKey: ["leaderboard"] }),
  ]);

/** POST /api/admin/prizes/{id}/status, with a success or an error toast; the lists are read again afterwards. */
export function useUpdatePrizeStatus(id: string) {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn: (input: PrizeStatusInput) =>
      apiSend<PrizeAward>("POST", `/api/admin/prizes/${encodeURIComponent(id)}/status`, input),
    onSuccess: () => toast({ title: i18n.t("admin.prizes.updated") }),
    onError: (error) => showErrorToast(i18n, i18n.t("admin.prizes.update_failed"), error),
    onSettled: () => refreshAll(queryClient),
  });
}

/**
 * POST /api/admin/leaderboard/calculate: settles a finished month once. A month settled before (by
 * the monthly job or an earlier click) answers with `created: false` and nothing written.
 */
export function useCalculateLeaderboard() {
  const queryClient = useQueryClient();
  const i18n = useT();
  const { t, locale } = i18n;
  return useMutation({
    mutationFn: (month: string) =>
      apiSend<SettlementResult>("POST", "/api/admin/leaderboard/calculate", { month }),
    onSuccess: (result) =>
      toast(
        result.created
          ? { title: t("admin.prizes.calculated") }
          : {
              title: t("admin.prizes.already_settled_title"),
              description: t("admin.prizes.already_settled", {
                month: formatMonth(locale, result.month),
                date: formatDateTime(locale, result.settledAt),
              }),
            },
      ),
    onError: (error) => showErrorToast(i18n, t("admin.prizes.calculate_failed"), error),
    onSettled: () => refreshAll(queryClient),
  });
}

/** Recalculate: a settled month's standings and awards again, while none of its prizes is decided. */
export function useRecalculateLeaderboard() {
  const queryClient = useQueryClient();
  const i18n = useT();
  const { t } = i18n;
  return useMutation({
    mutationFn: (month: string) =>
      apiSend<SettlementResult>("POST", "/api/admin/leaderboard/recalculate", { month }),
    onSuccess: () => toast({ title: t("admin.prizes.recalculated") }),
    onError: (error) => showErrorToast(i18n, t("admin.prizes.recalculate_failed"), error),
    onSettled: () => refreshAll(queryClient),
  });
}

/** Resend: the winner's mail queued again as it was; the lists are read again afterwards. */
export function useResendPrizeMail(id: string) {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn: () =>
      apiSend<PrizeAward>("POST", `/api/admin/prizes/${encodeURIComponent(id)}/resend-mail`, {}),
    onSuccess: () => toast({ title: i18n.t("admin.prizes.mail.resent") }),
    onError: (error) => showErrorToast(i18n, i18n.t("admin.prizes.mail.resend_failed"), error),
    onSettled: () => refreshAll(queryClient),
  });
}
