import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { ProviderComplaints } from "#schema/api/complaint-stats";
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
    queryFn: () => apiGet<ProviderDetail>(`/api/providers/${encodeURIComponent(idOrSlug)}?locale=${locale}`),
  });

/**
 * A provider's parts, asked by `key` as the page was (its id, or a slug read in `locale`; the
 * server resolves both by the provider page's rule), so the page asks for them with the provider.
 */
const partOf = (key: string, locale: Locale, part: string, query = "") =>
  `/api/providers/${encodeURIComponent(key)}/${part}?locale=${locale}${query}`;

export const ratingsQuery = (key: string, locale: Locale) =>
  queryOptions({
    queryKey: ["provider", key, "ratings", locale],
    queryFn: () => apiGet<RatingsSummary>(partOf(key, locale, "ratings")),
  });

export const externalRatingsQuery = (key: string, locale: Locale) =>
  queryOptions({
    queryKey: ["provider", key, "external-ratings", locale],
    queryFn: () => apiGet<ExternalRating[]>(partOf(key, locale, "external-ratings")),
  });

/** The rows of the reviews' page `page` (from 0), REVIEWS_PAGE_SIZE to a page. */
export const reviewsPageRows = (page: number) => ({
  limit: REVIEWS_PAGE_SIZE,
  offset: page * REVIEWS_PAGE_SIZE,
});

/** Page `page` (from 0) of the approved reviews. */
export const reviewsQuery = (key: string, locale: Locale, page: number) =>
  queryOptions({
    queryKey: ["provider", key, "reviews", locale, page],
    queryFn: () => {
      const { limit, offset } = reviewsPageRows(page);
      return apiGet<PublicReview[]>(partOf(key, locale, "reviews", `&limit=${limit}&offset=${offset}`));
    },
  });

/** Page `page` (from 1) of the provider's public complaint cases. */
export const providerComplaintsQuery = (key: string, locale: Locale, page: number) =>
  queryOptions({
    queryKey: ["provider", key, "complaints", locale, page],
    queryFn: () => apiGet<ProviderComplaints>(partOf(key, locale, "complaints", `&page=${page}`)),
  });

export const onboardingQuery = (key: string, locale: Locale) =>
  queryOptions({
    queryKey: ["provider", key, "onboarding", locale],
    queryFn: () => apiGet<OnboardingStep[]>(partOf(key, locale, "onboarding")),
  });

/**
 * Every cached `part` ("reviews", "ratings") of every provider, under whichever names it was asked
 * for: what a new review or a vote makes stale (only the ones on screen are read again).
 */
export const ofEveryProvider = (part: "reviews" | "ratings") => ({
  predicate: ({ queryKey }: { queryKey: readonly unknown[] }) =>
    queryKey[0] === "provider" && queryKey[2] === part,
});
