import { queryOptions } from "@tanstack/react-query";
import type { ContestEligibility } from "#schema/api/contest";
import type { SavedPaymentMethod } from "#schema/api/payment-method";
import type { CanReview } from "#schema/api/reviews";
import { apiGet } from "#web/lib/api-client";

export const paymentMethodQuery = queryOptions({
  queryKey: ["user", "payment-method"],
  queryFn: () => apiGet<SavedPaymentMethod | null>("/api/user/payment-method"),
});

/** Keyed by language: the server writes the `reason` in it. */
export const canReviewQuery = queryOptions({
  queryKey: ["user", "can-review"],
  queryFn: () => apiGet<CanReview>("/api/user/can-review"),
});
export const CAN_REVIEW_KEY = ["user", "can-review"];

export const eligibilityQuery = queryOptions({
  queryKey: ["user", "contest-eligibility"],
  queryFn: () => apiGet<ContestEligibility>("/api/user/contest-eligibility"),
});
