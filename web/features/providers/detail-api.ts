import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { OnboardingStep, ProviderDetail } from "#schema/api/providers";
import type { ExternalRating, RatingsSummary } from "#schema/api/ratings";
import type { PublicReview } from "#schema/api/reviews";
import { REVIEWS_PAGE_SIZE } from "#schema/review-rules";
import { apiGet } from "#web/lib/api-client";

/** The provider page's reads (kept apart from the list's, so only that page downloads them). */
/** One active provider by id or slug, with its texts in `locale` and its slug in every language. */
export const providerQuery = (locale: Locale, idOrSlug: string) =>
  queryOptions({
    queryKey: ["provider", idOrSlug, locale],
    queryFn: ({ client }) =>
      apiGet<ProviderDetail>(client, `/api/providers/${encodeURIComponent(idOrSlug)}?locale=${locale}`),
  });

const ofProvider = (id: string, part: string) => `/api/providers/${encodeURIComponent(id)}/${part}`;

export const ratingsQuery = (providerId: string) =>
  queryOptions({
    queryKey: ["provider", providerId, "ratings"],
    queryFn: ({ client }) => apiGet<RatingsSummary>(client, ofProvider(providerId, "ratings")),
  });

export const externalRatingsQuery = (providerId: string) =>
  queryOptions({
    queryKey: ["provider", providerId, "external-ratings"],
    queryFn: ({ client }) => apiGet<ExternalRating[]>(client, ofProvider(providerId, "external-ratings")),
  });

/** Every page of a provider's reviews: what a new review or a vote makes stale. */
export const reviewsKey = (providerId: string) => ["provider", providerId, "reviews"];

/** Page `page` (from 0) of the approved reviews, REVIEWS_PAGE_SIZE to a page. */
export const reviewsQuery = (providerId: string, page: number) =>
  queryOptions({
    queryKey: [...reviewsKey(providerId), page],
    queryFn: ({ client }) =>
      apiGet<PublicReview[]>(
        client,
        ofProvider(providerId, `reviews?limit=${REVIEWS_PAGE_SIZE}&offset=${page * REVIEWS_PAGE_SIZE}`),
      ),
  });

export const onboardingQuery = (providerId: string, locale: Locale) =>
  queryOptions({
    queryKey: ["provider", providerId, "onboarding", locale],
    queryFn: ({ client }) =>
      apiGet<OnboardingStep[]>(client, ofProvider(providerId, `onboarding?locale=${locale}`)),
  });
