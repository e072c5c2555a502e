import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminReply, AdminReplyQueue, ReplyDecisionInput } from "#schema/api/review-replies";
import { REPLIES_PAGE_SIZE } from "#schema/reply-rules";
import { toast } from "#web/components/ui/toast-store";
import { useT } from "#web/i18n/use-t";
import { apiGet } from "#web/lib/api-client";
import { apiSend } from "#web/lib/api-send";
import { showErrorToast } from "#web/features/profile/error-toast";

const REPLIES_KEY = ["admin", "replies"] as const;

/** The rows of the queue's page `page` (from 1). */
export const repliesPage = (page = 1) => ({
  limit: REPLIES_PAGE_SIZE,
  offset: (page - 1) * REPLIES_PAGE_SIZE,
});

/** One page of the replies awaiting moderation, the longest waiting first. */
export const repliesQuery = (page = 1) =>
  queryOptions({
    queryKey: [...REPLIES_KEY, page],
    queryFn: () => {
      const { limit, offset } = repliesPage(page);
      return apiGet<AdminReplyQueue>(`/api/admin/replies?limit=${limit}&offset=${offset}`);
    },
    placeholderData: (previous) => previous,
  });

/**
 * Approve or reject a reply, with a success or an error toast; the queue is read again afterwards
 * (the reply leaves it), and so is everything public about its provider.
 */
export function useDecideReply(reply: AdminReply) {
  const queryClient = useQueryClient();
  const i18n = useT();
  const { t } = i18n;
  return useMutation({
    mutationFn: (input: ReplyDecisionInput) =>
      apiSend("PUT", `/api/admin/replies/${encodeURIComponent(reply.id)}`, input),
    onSuccess: (_, input) =>
      toast({ title: t(input.status === "approved" ? "admin.replies.approved" : "admin.replies.rejected") }),
    onError: (error) => showErrorToast(i18n, t("admin.replies.decide_failed"), error),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPLIES_KEY }),
        queryClient.invalidateQueries({ queryKey: ["provider", reply.providerId] }),
      ]),
  });
}
