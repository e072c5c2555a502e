import { createRoute, Link } from "@tanstack/react-router";
import { ArrowRightIcon, GiftIcon } from "#web/components/icons";
import { BONUS_PATH } from "#web/components/layout/nav-items";
import { Button } from "#web/components/ui/button";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { useOfferBreakUntil } from "#web/features/offer-break/offer-break";
import { FeaturedProviders } from "#web/features/providers/components/featured-providers";
import { TopPromotions } from "#web/features/promotions/components/top-promotions";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { ACCOUNT_DELETED_PARAM, ACCOUNT_DELETED_VALUE } from "#web/features/profile/account-deleted";
import { Island } from "#web/islands/island";
import { optionalOneOf } from "#web/lib/search-params";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { TOP_PROMOTION_COUNT, topPromotionsQuery } from "#web/features/promotions/api";
import { providerCardsQuery } from "#web/features/providers/api";
import { FEATURED_CARDS, featuredProvidersQuery } from "#web/features/providers/featured";
import { providersItemList, STRUCTURED_DATA_PROVIDER_COUNT } from "#web/features/providers/structured-data";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { jsonLdScript, organizationStructuredData, pageHead } from "#web/lib/seo";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  ...documentRoute,
  validateSearch: (
    search: Record<string, unknown>,
  ): { [ACCOUNT_DELETED_PARAM]?: typeof ACCOUNT_DELETED_VALUE } => ({
    [ACCOUNT_DELETED_PARAM]: optionalOneOf([ACCOUNT_DELETED_VALUE], search[ACCOUNT_DELETED_PARAM]),
  }),
  loader: ({ context, location, preload }) => loadHomePage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
});

/**
 * A document page with no island of its own but the notice after an account deletion: the hero,
 * the featured providers and the top promotions are cards and plain links. On a break from offers
 * the promotions' section is left out (its read answered none). The loader reads them
 * before the page renders; a read that failed shows its section's error, and one still pending
 * (never, on the server) its skeletons.
 */
function HomePage() {
  const accountDeleted = homeRoute.useSearch()[ACCOUNT_DELETED_PARAM] === ACCOUNT_DELETED_VALUE;
  const onBreak = useOfferBreakUntil() !== null;
  return (
    <div className="space-y-12">
      {accountDeleted && (
        <Island
          name="account-deleted-notice"
          props={{}}
          trigger="load"
          laterStrings={["account.deleted_notice."]}
        />
      )}
      <BannerSlot page="home" placement="hero" />
      <Hero onBreak={onBreak} />
      <FeaturedProviders />
      <BannerSlot page="home" placement="after_h2" />
      {!onBreak && <TopPromotions />}
      <BannerSlot page="home" placement="sticky_footer" />
    </div>
  );
}

/** On a break from offers, without its way to the bonuses. */
function Hero({ onBreak }: { onBreak: boolean }) {
  const { t } = useT();
  const locale = useLocaleParam();
  return (
    <section
      aria-labelledby="home-title"
      className="rounded-2xl border bg-gradient-to-br from-primary/15 via-card to-card px-6 py-12 text-center shadow-sm md:px-12 md:py-16"
    >
      <h1
        id="home-title"
        className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
      >
        {t("home.hero.title")}
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground text-pretty">
        {t("home.hero.subtitle")}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" asChild>
          <Link to="/{-$locale}/providers" params={{ locale }}>
            {t("home.hero.cta_providers")}
            <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
        {!onBreak && (
          <Button size="lg" variant="outline" asChild>
            <Link to={BONUS_PATH} params={{ locale }}>
              <GiftIcon aria-hidden="true" />
              {t("home.hero.cta_bonus")}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}

/** The home page's data, head and the ItemList of providers. */
async function loadHomePage(page: PageLoad) {
  const { queryClient, locale, origin } = page.context;
  const reads = serverReads(page.context);
  const named = { limit: STRUCTURED_DATA_PROVIDER_COUNT };
  // A failed read must not take the page down: its section shows the error instead.
  const [strings, providers] = await Promise.all([
    loadStrings(page.context),
    queryClient
      .ensureQueryData(
        withServerRead(providerCardsQuery(locale, named), () => reads.providerCards(locale, named)),
      )
      .catch(() => []),
    queryClient
      .ensureQueryData(
        withServerRead(featuredProvidersQuery(locale), () => reads.providerCards(locale, FEATURED_CARDS)),
      )
      .catch(() => undefined),
    queryClient
      .ensureQueryData(
        withServerRead(topPromotionsQuery(locale), () =>
          reads.promotions(locale, { limit: TOP_PROMOTION_COUNT }),
        ),
      )
      .catch(() => undefined),
    loadBanners(page, "home"),
  ]);
  const meta = {
    title: translate(strings, "meta.home.title"),
    description: translate(strings, "meta.home.description"),
    keywords: translate(strings, "meta.home.keywords"),
  };
  const structuredData = providersItemList(
    providers,
    origin,
    locale,
    translate(strings, "meta.providers.title"),
  );
  return {
    head: {
      ...pageHead(meta, page),
      scripts: [jsonLdScript(organizationStructuredData(origin)), jsonLdScript(structuredData)],
    },
  };
}
