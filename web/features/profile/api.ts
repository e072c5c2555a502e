import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { ContestEligibility } from "#schema/api/contest";
import type { PaymentMethodInput, SavedPaymentMethod } from "#schema/api/payment-method";
import type { Profile, ProfileUpdate } from "#schema/api/profile";
import type { CanReview } from "#schema/api/reviews";
import { apiGet, apiSend } from "#web/lib/api-client";
import { meQuery } from "../auth/api";

export const profileQuery = queryOptions({
  queryKey: ["user", "profile"],
  queryFn: ({ client }) => apiGet<Profile>(client, "/api/user/profile"),
});

export const paymentMethodQuery = queryOptions({
  queryKey: ["user", "payment-method"],
  queryFn: ({ client }) => apiGet<SavedPaymentMethod | null>(client, "/api/user/payment-method"),
});

/** Keyed by language: the server writes the `reason` in it. */
export const canReviewQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["user", "can-review", locale],
    queryFn: ({ client }) => apiGet<CanReview>(client, `/api/user/can-review?locale=${locale}`),
  });
const CAN_REVIEW_KEY = ["user", "can-review"];

export const eligibilityQuery = queryOptions({
  queryKey: ["user", "contest-eligibility"],
  queryFn: ({ client }) => apiGet<ContestEligibility>(client, "/api/user/contest-eligibility"),
});

/** Saves name and username; the header and the contest checks read them too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => apiSend<Profile>("PATCH", "/api/user/profile", input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      return Promise.all(
        [profileQuery.queryKey, CAN_REVIEW_KEY, eligibilityQuery.queryKey, meQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentMethodInput) =>
      apiSend<SavedPaymentMethod>("POST", "/api/user/payment-method", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentMethodQuery.queryKey, saved);
      return Promise.all(
        [paymentMethodQuery.queryKey, CAN_REVIEW_KEY, eligibilityQuery.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
