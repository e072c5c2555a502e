import { loadBanners } from "#web/features/banners/load-banners";
import { notFound, redirect } from "@tanstack/react-router";
import { localizedUrl, providerPagePaths } from "#schema/public-pages";
import { ensureMe } from "#web/features/auth/api";
import { canReviewQuery } from "#web/features/profile/api";
import {
  externalRatingsQuery,
  onboardingQuery,
  providerQuery,
  ratingsQuery,
  reviewsPageRows,
  reviewsQuery,
} from "#web/features/providers/detail-api";
import { providerStructuredData } from "#web/features/providers/detail-structured-data";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { jsonLdScript, pageHead } from "#web/lib/seo";

type Input = PageLoad & { params: { locale?: string; providerId: string }; reviewsPage: number };

/**
 * The provider page's data and head, with its Product and BreadcrumbList. The page answers to the id and to a slug in
 * any language, and redirects (301) to the provider's slug in the page's language, its one
 * canonical address.
 */
export async function loadProviderPage({ params, reviewsPage, ...page }: Input) {
  const { queryClient, locale, origin } = page.context;
  const reads = serverReads(page.context);
  const key = params.providerId;
  const providerRead = withServerRead(providerQuery(locale, key), async () => {
    const detail = await reads.provider(key, locale);
    // No active provider of that name, or none could have it (e.g. longer than any id or slug).
    if (!detail) throw notFound();
    return detail;
  });
  // The blocks below the provider's own facts are asked for by the page's key together with the
  // provider (one round of reads): a failed read hides its block, never the page. A signed-in
  // reader's daily review allowance renders with the review form. Only the reviews island's reads
  // (its page of reviews, who is signed in, their allowance) travel in the page, beside the island.
  const [strings, provider, , ratings] = await Promise.all([
    loadStrings(page.context),
    queryClient.ensureQueryData(providerRead),
    loadBanners(page, "provider"),
    queryClient
      .ensureQueryData(withServerRead(ratingsQuery(key, locale), () => reads.ratings(key, locale)))
      .catch(() => undefined),
    queryClient
      .ensureQueryData(
        withServerRead(externalRatingsQuery(key, locale), () => reads.externalRatings(key, locale)),
      )
      .catch(() => undefined),
    queryClient
      .ensureQueryData(
        withServerRead(reviewsQuery(key, locale, reviewsPage), () =>
          reads.reviews(key, locale, reviewsPageRows(reviewsPage)),
        ),
      )
      .catch(() => undefined),
    queryClient
      .ensureQueryData(withServerRead(onboardingQuery(key, locale), () => reads.onboarding(key, locale)))
      .catch(() => undefined),
    ensureMe(page.context).then((me) =>
      me.authenticated
        ? queryClient.ensureQueryData(withServerRead(canReviewQuery, reads.canReview)).catch(() => undefined)
        : undefined,
    ),
  ]);
  const slug = provider.slugs[locale];
  if (key !== slug) {
    throw redirect({
      to: "/{-$locale}/providers/$providerId",
      params: { locale: params.locale, providerId: slug },
      search: (previous) => previous,
      statusCode: 301,
    });
  }
  const paths = providerPagePaths(provider.slugs);
  const pageUrl = localizedUrl(origin, locale, paths[locale]);
  const vars = { brand: provider.brand, licence: provider.licenseId };
  const meta = {
    title: provider.seoTitle || translate(strings, "meta.provider.title", vars),
    description: provider.seoDescription || translate(strings, "meta.provider.description", vars),
  };
  const structuredData = providerStructuredData(provider, ratings, pageUrl, {
    home: { name: translate(strings, "nav.home"), url: localizedUrl(origin, locale, "/") },
    providers: { name: translate(strings, "nav.providers"), url: localizedUrl(origin, locale, "/providers") },
  });
  return { head: { ...pageHead(meta, page, paths), scripts: structuredData.map(jsonLdScript) } };
}
