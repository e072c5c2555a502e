import { queryOptions } from "@tanstack/react-query";
import type { ContestEligibility } from "#schema/api/contest";
import type { MyCompany } from "#schema/api/representatives";
import type { SavedPaymentMethod } from "#schema/api/payment-method";
import type { MyReview } from "#schema/api/review-decisions";
import type { CanReview } from "#schema/api/reviews";
import type { Locale } from "#schema/locales";
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

/** What a change to the user's reviews makes stale: My reviews, and each provider page's own review. */
export const MY_REVIEWS_KEY = ["user", "reviews"];

/**
 * The user's reviews with their statements and appeals (of one provider only, with `providerId`),
 * the provider pages' paths in `locale`.
 */
export const myReviewsQuery = (locale: Locale, providerId?: string) =>
  queryOptions({
    queryKey: [...MY_REVIEWS_KEY, locale, providerId ?? null],
    queryFn: () => {
      const query = new URLSearchParams({ locale });
      if (providerId) query.set("providerId", providerId);
      return apiGet<MyReview[]>(`/api/user/reviews?${query}`);
    },
  });

/** The provider the user answers for, or whose invitation waits for their address. */
export const companyQuery = queryOptions({
  queryKey: ["user", "company"],
  queryFn: () => apiGet<MyCompany>("/api/user/company"),
});
