import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AppealInput, ReviewAppeal } from "#schema/api/review-decisions";
import { apiSend } from "#web/lib/api-send";
import { ofEveryProvider } from "#web/features/providers/detail-api";
import { MY_REVIEWS_KEY } from "./api";

const reviewPath = (id: string) => `/api/user/reviews/${encodeURIComponent(id)}`;

/** Deletes one of the user's reviews; My reviews, and the providers' reviews and ratings, are read again. */
export function useDeleteMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<void>("DELETE", reviewPath(id)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
        queryClient.invalidateQueries(ofEveryProvider("reviews")),
        queryClient.invalidateQueries(ofEveryProvider("ratings")),
      ]),
  });
}

/** Sends the one appeal against a review's rejection; My reviews is read again. */
export function useAppealReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealInput) => apiSend<ReviewAppeal>("POST", `${reviewPath(id)}/appeal`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY }),
  });
}
