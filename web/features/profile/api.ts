import { queryOptions } from "@tanstack/react-query";
import type { ContestEligibility } from "#schema/api/contest";
import type { SavedPaymentMethod } from "#schema/api/payment-method";
import type { CanReview } from "#schema/api/reviews";
import { apiGet } from "#web/lib/api-client";

export const paymentMethodQuery = queryOptions({
  queryKey: ["user", "payment-method"],
  queryFn: ({ client }) => apiGet<SavedPaymentMethod | null>(client, "/api/user/payment-method"),
});

/** Keyed by language: the server writes the `reason` in it. */
export const canReviewQuery = queryOptions({
  queryKey: ["user", "can-review"],
  queryFn: ({ client }) => apiGet<CanReview>(client, "/api/user/can-review"),
});
export const CAN_REVIEW_KEY = ["user", "can-review"];

export const eligibilityQuery = queryOptions({
  queryKey: ["user", "contest-eligibility"],
  queryFn: ({ client }) => apiGet<ContestEligibility>(client, "/api/user/contest-eligibility"),
});
