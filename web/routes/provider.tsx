import { useQuery } from "@tanstack/react-query";
import { licenceConfirmed } from "#schema/licence-gate";
import { createRoute, notFound, redirect } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { ComplaintStatsCard } from "#web/features/providers/components/detail/complaint-stats-card";
import { providerComplaintsPath } from "#web/features/providers/complaint-paths";
import { ExternalRatings } from "#web/features/providers/components/detail/external-ratings";
import { ScoreCard } from "#web/features/providers/components/score/score-card";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { LicenceCard, PaymentsCard } from "#web/features/providers/components/detail/provider-facts";
import { HowToJoin, ProviderFaq } from "#web/features/providers/components/detail/provider-guides";
import { RatingsCard } from "#web/features/providers/components/detail/provider-ratings";
import { ProviderReviewsSection } from "#web/features/providers/components/detail/provider-reviews-section";
import { BackToProviders, ProviderSummary } from "#web/features/providers/components/detail/provider-summary";
import { useT } from "#web/i18n/use-t";
import { optionalPage } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { localizedUrl, providerPagePath, providerPagePaths } from "#schema/public-pages";
import { ensureMe } from "#web/features/auth/api";
import { canReviewQuery, myReviewsQuery } from "#web/features/profile/api";
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

/** /providers/{id or slug}; `?reviews=N` is the reviews page (from 1; the first stays out of the URL). */
export const providerRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { reviews?: number } => ({
    reviews: optionalPage(search.reviews),
  }),
  loaderDeps: ({ search }) => ({ reviewsPage: (search.reviews ?? 1) - 1 }),
  loader: ({ context, location, params, deps, preload }) =>
    loadProviderPage({
      context,
      pathname: location.pathname,
      preload,
      params,
      reviewsPage: deps.reviewsPage,
    }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ProviderPage,
  notFoundComponent: ProviderNotFound,
});

/**
 * Any address below a provider's is the general 404 (deeper ones match here too, as the nearest
 * route). Without this route the router would answer them with the nearest route that has a
 * not-found screen of its own: the provider page's, or the provider page itself.
 */
export const belowProviderRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId/$below",
  ...documentRoute,
  beforeLoad: () => {
    throw notFound();
  },
});

/**
 * A document page: the server's HTML is all of it but the reviews' form and votes (an island). Its
 * links load their pages as documents; a page of reviews is an address (`?reviews=N`).
 */
function ProviderPage() {
  const { t, locale } = useT();
  const { providerId } = providerRoute.useParams();
  const { reviews } = providerRoute.useSearch();
  const linkLocale = useLocaleParam();
  // The loader fetched it (or answered 404), so it is here from the first render.
  const { data: provider } = useQuery(providerQuery(locale, providerId));
  if (!provider) return null;
  return (
    <article className="space-y-6">
      <BannerSlot page="provider" placement="hero" />
      <ProviderSummary provider={provider} />
      {/* The facts beside the reviews where the page's column holds both (56rem): at 1024 px, beside the sidebar, it does not. */}
      <div className="grid items-start gap-6 @4xl:grid-cols-3">
        <div className="min-w-0 space-y-8 @4xl:col-span-2">
          {provider.overview && (
            <section aria-labelledby="overview" className="space-y-2">
              <h2 id="overview" className="text-2xl font-bold tracking-tight">
                {t("provider.overview", { brand: provider.brand })}
              </h2>
              <p className="whitespace-pre-line">{provider.overview}</p>
            </section>
          )}
          <BannerSlot page="provider" placement="after_h2" />
          <HowToJoin providerKey={providerId} />
          <ProviderReviewsSection
            providerId={provider.id}
            brand={provider.brand}
            providerKey={providerId}
            page={(reviews ?? 1) - 1}
          />
          {provider.faq?.length ? <ProviderFaq items={provider.faq} /> : null}
        </div>
        <div className="space-y-6">
          <ScoreCard provider={provider} linkLocale={linkLocale} />
          <a
            href={`/${locale}${providerPagePath(provider.slugs[locale])}/complaint`}
            className="inline-flex h-9 w-full items-center justify-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent"
          >
            {t("complaint.file.action")}
          </a>
          <RatingsCard providerKey={providerId} />
          <ComplaintStatsCard
            stats={provider.complaintStats}
            casesHref={providerComplaintsPath(providerId, linkLocale)}
          />
          <ExternalRatings providerKey={providerId} />
          <LicenceCard provider={provider} />
          {provider.payments?.length ? <PaymentsCard payments={provider.payments} /> : null}
        </div>
      </div>
      <BannerSlot page="provider" placement="sticky_footer" />
    </article>
  );
}

/** A not-found heading and a way back to the list (the server answers 404). */
function ProviderNotFound() {
  const { t } = useT();
  return (
    <section
      aria-labelledby="provider-not-found"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <h1 id="provider-not-found" className="text-3xl font-bold tracking-tight">
        {t("provider.not_found.title")}
      </h1>
      <p className="text-muted-foreground">{t("provider.not_found.text")}</p>
      <BackToProviders />
    </section>
  );
}

type Input = PageLoad & { params: { locale?: string; providerId: string }; reviewsPage: number };

/**
 * The provider page's data and head, with its Product and BreadcrumbList. The page answers to the id and to a slug in
 * any language, and redirects (301) to the provider's slug in the page's language, its one
 * canonical address.
 */
async function loadProviderPage({ params, reviewsPage, ...page }: Input) {
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
  // reader's daily review allowance and their own review of the provider render with the review
  // form. Only the reviews island's reads (its page of reviews, who is signed in, their allowance
  // and own review) travel in the page, beside the island.
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
        ? Promise.all([
            queryClient.ensureQueryData(withServerRead(canReviewQuery, reads.canReview)),
            // Their own review of this provider, whatever its status: the form tells where it stands.
            // Asked for by the page's key with the provider, kept under the id the form asks with.
            Promise.all([queryClient.ensureQueryData(providerRead), reads.myReviews(locale, key)]).then(
              ([{ id }, mine]) => queryClient.setQueryData(myReviewsQuery(locale, id).queryKey, mine),
            ),
          ]).catch(() => undefined)
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
    description:
      provider.seoDescription ||
      translate(
        strings,
        licenceConfirmed(provider) ? "meta.provider.description" : "meta.provider.description_unconfirmed",
        vars,
      ),
  };
  const structuredData = providerStructuredData(provider, ratings, pageUrl, {
    home: { name: translate(strings, "nav.home"), url: localizedUrl(origin, locale, "/") },
    providers: { name: translate(strings, "nav.providers"), url: localizedUrl(origin, locale, "/providers") },
  });
  return { head: { ...pageHead(meta, page, paths), scripts: structuredData.map(jsonLdScript) } };
}
