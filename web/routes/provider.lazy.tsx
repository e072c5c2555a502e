import { useQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import { providerQuery, reviewsQuery } from "#web/features/providers/detail-api";
import { hydrateWhenChanged, hydrateWhenVisible } from "#web/components/deferred-block";
import { BackToProviders, ProviderSummary } from "#web/features/providers/components/detail/provider-summary";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

export const providerLazyRoute = createLazyRoute("/app/{-$locale}/providers/$providerId")({
  component: ProviderPage,
  notFoundComponent: ProviderNotFound,
});

// Blocks without behaviour of their own (text and plain links): the server's HTML is complete, and
// their code is needed only to render them anew (another provider, another language).
const HowToJoin = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/provider-guides").then((m) => m.HowToJoin),
);
const ProviderFaq = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/provider-guides").then((m) => m.ProviderFaq),
);
const RatingsCard = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/provider-ratings").then((m) => m.RatingsCard),
);
const LicenceCard = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/provider-facts").then((m) => m.LicenceCard),
);
const PaymentsCard = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/provider-facts").then((m) => m.PaymentsCard),
);
const ExternalRatings = hydrateWhenChanged(() =>
  import("#web/features/providers/components/detail/external-ratings").then((m) => m.ExternalRatings),
);
// The review form and votes, disabled until their code runs: it comes as the block comes into view,
// with the reviews (the page's HTML shows them, but does not carry their data).
const ProviderReviews = hydrateWhenVisible(
  () => import("#web/features/providers/components/detail/provider-reviews").then((m) => m.ProviderReviews),
  null,
  ({ providerKey, page }, locale, client) => client.ensureQueryData(reviewsQuery(providerKey, locale, page)),
);

/** The loader waits for these, so they render in place (server, and client-side navigation). */
export const preloadProviderBlocks = () =>
  Promise.all(
    [HowToJoin, ProviderFaq, ProviderReviews, RatingsCard, LicenceCard, PaymentsCard, ExternalRatings].map(
      (block) => block.preload(),
    ),
  );

function ProviderPage() {
  const { t, locale } = useT();
  const { providerId } = providerLazyRoute.useParams();
  const { reviews } = providerLazyRoute.useSearch();
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
          <ProviderReviews
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
