import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewVoteType } from "#schema/enums";
import type { PublicReply } from "#schema/api/review-replies";
import type { CreatedReview, ReviewInput, VoteResult } from "#schema/api/reviews";
import { apiSend } from "#web/lib/api-send";
import { CAN_REVIEW_KEY, MY_REVIEWS_KEY } from "#web/features/profile/api";
import { ofEveryProvider } from "#web/features/providers/detail-api";

/**
 * Sends a review. The author's list then shows it (pending), today's allowance has gone down, and the
 * ratings are read again.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => apiSend<CreatedReview>("POST", "/api/reviews", input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(ofEveryProvider("reviews")),
        queryClient.invalidateQueries(ofEveryProvider("ratings")),
        queryClient.invalidateQueries({ queryKey: CAN_REVIEW_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
      ]),
  });
}

type VoteChoice = { reviewId: string; voteType: ReviewVoteType; held: ReviewVoteType | null };

/**
 * Choosing the vote already held takes it back, choosing the other one casts it; the list
 * is read again after every vote, failed or not (another tab may have voted meanwhile).
 */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, voteType, held }: VoteChoice) => {
      const path = `/api/reviews/${encodeURIComponent(reviewId)}/vote`;
      return held === voteType
        ? apiSend<VoteResult>("DELETE", path)
        : apiSend<VoteResult>("POST", path, { voteType });
    },
    onSettled: () => queryClient.invalidateQueries(ofEveryProvider("reviews")),
  });
}

type ReplyWrite = { reviewId: string; method: "POST" | "PATCH" | "DELETE"; text?: string };

/**
 * A company's reply to a review: written, edited or deleted by its representative (the server
 * decides whether they may). The list is read again afterwards, so the reply shows as it now stands.
 */
export function useWriteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, method, text }: ReplyWrite) =>
      apiSend<PublicReply | void>(
        method,
        `/api/reviews/${encodeURIComponent(reviewId)}/reply`,
        method === "DELETE" ? undefined : { text },
      ),
    onSettled: () => queryClient.invalidateQueries(ofEveryProvider("reviews")),
  });
}
