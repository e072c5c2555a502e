import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewRejection } from "#schema/api/review-decisions";
import type {
  ReportDecisionInput,
  ReportDecisionResult,
  ReportedReview,
  ReportQueue,
} from "#schema/api/review-reports";
import type { AdminAppealList, AdminReview, AdminReviewList } from "#schema/api/reviews";
import { MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "#web/features/profile/error-toast";
import { DASHBOARD_KEY } from "../dashboard/api";
import type { StatusSearch } from "./moderation-search";

const MODERATION_KEY = ["admin", "reviews"] as const;

/** What the API is asked for a tab's page (`page` from 1): flagged reviews only, or all. */
export const moderationList = ({ status, flagged, page = 1 }: StatusSearch) => ({
  status: status ?? ("all" as const),
  flagged,
  limit: MODERATION_PAGE_SIZE,
  offset: (page - 1) * MODERATION_PAGE_SIZE,
});

/** One page of a tab of Review Moderation, with every tab's count. */
export const moderationQuery = (search: StatusSearch) =>
  queryOptions({
    queryKey: [...MODERATION_KEY, search.status ?? "all", search.flagged ?? false, search.page ?? 1],
    queryFn: () => {
      const { status, flagged, limit, offset } = moderationList(search);
      const query = new URLSearchParams({ status, limit: String(limit), offset: String(offset) });
      if (flagged) query.set("flagged", "true");
      return apiGet<AdminReviewList>(`/api/admin/reviews?${query}`);
    },
    // Switching tabs keeps the last list on screen until the next one arrives (keepPreviousData).
    placeholderData: (previous) => previous,
  });

/** The rows of the Appealed tab's page `page` (from 1). */
export const appealsPage = (page = 1) => ({
  limit: MODERATION_PAGE_SIZE,
  offset: (page - 1) * MODERATION_PAGE_SIZE,
});

/** The Appealed tab: reviews whose author's appeal awaits its decision, `page` from 1. */
export const appealsQuery = (page = 1) =>
  queryOptions({
    queryKey: [...MODERATION_KEY, "appealed", page],
    queryFn: () => {
      const { limit, offset } = appealsPage(page);
      return apiGet<AdminAppealList>(`/api/admin/reviews/appeals?limit=${limit}&offset=${offset}`);
    },
    placeholderData: (previous) => previous,
  });

const reviewPath = (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}`;

/** Publish, reject (or remove, or keep rejected on appeal) with the statement's ground, or delete. */
type Action = "approve" | ReviewRejection | "delete";
type ActionName = "approve" | "reject" | "delete";
const nameOf = (action: Action): ActionName => (typeof action === "string" ? action : "reject");

const toastTitles = (t: (key: string) => string): Record<ActionName, { done: string; failed: string }> => ({
  approve: { done: t("admin.reviews.approved"), failed: t("admin.reviews.approve_failed") },
  reject: { done: t("admin.reviews.rejected"), failed: t("admin.reviews.reject_failed") },
  delete: { done: t("admin.reviews.deleted"), failed: t("admin.reviews.delete_failed") },
});

async function send(action: Action, id: string): Promise<void> {
  if (action === "delete") return apiSend<void>("DELETE", reviewPath(id));
  // The list is read again afterwards (the review may leave the tab), so the answer is not kept.
  await apiSend<AdminReview>("PUT", reviewPath(id), action === "approve" ? { status: "approved" } : action);
}

/**
 * Approve, reject or delete one review, with a success or an error toast. Afterwards the moderation list
 * is read again, and so is everything public about the review's provider (its ratings and
 * reviews count approved reviews only) and the dashboard's count of pending reviews; `isPending`
 * lasts until the list is back.
 */
export function useModerateReview(review: AdminReview) {
  const queryClient = useQueryClient();
  const i18n = useT();
  return useMutation({
    mutationFn: (action: Action) => send(action, review.id),
    onSuccess: (_, action) => toast({ title: toastTitles(i18n.t)[nameOf(action)].done }),
    onError: (error, action) => showErrorToast(i18n, toastTitles(i18n.t)[nameOf(action)].failed, error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: ["provider", review.providerId] }),
      ]),
  });
}

/** One page of the reports queue (`page` from 1); the tabs' counts come with the moderation list. */
export const reportQueueQuery = (page = 1) =>
  queryOptions({
    queryKey: [...MODERATION_KEY, "reports", page],
    queryFn: () => {
      const query = new URLSearchParams({
        limit: String(MODERATION_PAGE_SIZE),
        offset: String((page - 1) * MODERATION_PAGE_SIZE),
      });
      return apiGet<ReportQueue>(`/api/admin/reviews/reports?${query}`);
    },
    placeholderData: (previous) => previous,
  });

/**
 * Keep or remove a reported review, with a success or an error toast. Afterwards the queue and the
 * tabs are read again (the review leaves the queue), and so is everything public about its
 * provider and the dashboard.
 */
export function useDecideReports(review: ReportedReview["review"]) {
  const queryClient = useQueryClient();
  const i18n = useT();
  const { t } = i18n;
  return useMutation({
    mutationFn: (input: ReportDecisionInput) =>
      apiSend<ReportDecisionResult>("POST", `${reviewPath(review.id)}/reports/decision`, input),
    onSuccess: (_, input) =>
      toast({
        title: t(input.decision === "keep" ? "admin.reviews.reports.kept" : "admin.reviews.reports.removed"),
      }),
    onError: (error) => showErrorToast(i18n, t("admin.reviews.reports.decide_failed"), error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: ["provider", review.providerId] }),
      ]),
  });
}
