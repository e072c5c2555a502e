import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PaymentMethod } from "../../../schema/enums";
import type { Locale } from "../../../schema/locales";
import type { PaymentMethodInput } from "../../../schema/contest";
import type { ProfileUpdate } from "../../../schema/users";
import { apiGet, apiSend } from "../../lib/api-client";
import { meQuery } from "../auth/api";

export type Profile = {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  emailVerified: boolean;
  emailVerifiedAt: string | null;
  profileImageUrl: string | null;
};

/** The saved payout method, its details masked by the server (e.g. "CY17 **** **** 7600"). */
export type SavedPaymentMethod = {
  method: PaymentMethod;
  details: Record<string, string | undefined>;
  updatedAt: string;
};

export type CanReview = { canReview: boolean; reason: string; reviewsRemainingToday: number };

export type ContestEligibility = {
  eligible: boolean;
  emailVerified: boolean;
  profileComplete: boolean;
  hasPaymentMethod: boolean;
};

/** Spec §9: a user may post up to 10 reviews a day (shown as "remaining / 10"). */
export const DAILY_REVIEW_LIMIT = 10;

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
