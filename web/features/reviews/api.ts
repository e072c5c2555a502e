import type { QueryClient } from "@tanstack/react-query";
import type { ReviewVoteType } from "#schema/enums";
import type { CreatedReview, ReviewInput, VoteResult } from "#schema/api/reviews";
import { apiSend } from "#web/lib/api-client";
import { CAN_REVIEW_KEY } from "#web/features/profile/api";
import { ratingsQuery, reviewsKey } from "#web/features/providers/detail-api";

/*
 * The reviews' two writes, as plain functions rather than useMutation: the form's own submitting
 * state and the vote buttons' pending flag are all the state they need, and react-query's mutation
 * code would become one more shared chunk on every page's list of downloads.
 */

/**
 * Sends a review. The author's list then shows it (pending), today's allowance has gone down, and the
 * ratings are read again (spec §4).
 */
export async function submitReview(queryClient: QueryClient, input: ReviewInput) {
  const created = await apiSend<CreatedReview>("POST", "/api/reviews", input);
  await Promise.all(
    [reviewsKey(input.providerId), ratingsQuery(input.providerId).queryKey, CAN_REVIEW_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
  return created;
}

type VoteChoice = {
  providerId: string;
  reviewId: string;
  voteType: ReviewVoteType;
  held: ReviewVoteType | null;
};

/**
 * Spec §4: choosing the vote already held takes it back, choosing the other one casts it; the list
 * is read again after every vote, failed or not (another tab may have voted meanwhile).
 */
export async function castVote(
  queryClient: QueryClient,
  { providerId, reviewId, voteType, held }: VoteChoice,
) {
  const path = `/api/reviews/${encodeURIComponent(reviewId)}/vote`;
  try {
    return held === voteType
      ? await apiSend<VoteResult>("DELETE", path)
      : await apiSend<VoteResult>("POST", path, { voteType });
  } finally {
    await queryClient.invalidateQueries({ queryKey: reviewsKey(providerId) });
  }
}
