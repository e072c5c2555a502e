import { useQuery } from "@tanstack/react-query";
import { createRoute, notFound } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { providerQuery } from "#web/features/providers/detail-api";
import { ExternalRatings } from "#web/features/providers/components/detail/external-ratings";
import { LicenceCard, PaymentsCard } from "#web/features/providers/components/detail/provider-facts";
import { HowToJoin, ProviderFaq } from "#web/features/providers/components/detail/provider-guides";
import { RatingsCard } from "#web/features/providers/components/detail/provider-ratings";
import { ProviderReviewsSection } from "#web/features/providers/components/detail/provider-reviews-section";
import { BackToProviders, ProviderSummary } from "#web/features/providers/components/detail/provider-summary";
import { useT } from "#web/i18n/use-t";
import { optionalPage } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

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
    import("./provider.loader").then((m) =>
      m.loadProviderPage({
        context,
        pathname: location.pathname,
        preload,
        params,
        reviewsPage: deps.reviewsPage,
      }),
    ),
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
  // The loader fetched it (or answered 404), so it is here from the first render.
  const { data: provider } = useQuery(providerQuery(locale, providerId));
  if (!provider) return null;
  return (
    <article className="space-y-6">
      <BannerSlot page="provider" placement="hero" />
      <ProviderSummary provider={provider} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">
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
          <RatingsCard providerKey={providerId} />
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
