import { createRoute, Link } from "@tanstack/react-router";
import { ArrowRightIcon, GiftIcon } from "#web/components/icons";
import { BONUS_PATH } from "#web/components/layout/nav-items";
import { Button } from "#web/components/ui/button";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { FeaturedProviders } from "#web/features/providers/components/featured-providers";
import { TopPromotions } from "#web/features/promotions/components/top-promotions";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  ...documentRoute,
  loader: ({ context, location, preload }) =>
    import("./home.loader").then((m) => m.loadHomePage({ context, pathname: location.pathname, preload })),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: HomePage,
});

/**
 * A document page with no island of its own: the hero, the featured providers and the top
 * promotions are cards and plain links. The loader reads them before the page renders; a read that
 * failed shows its section's error, and one still pending (never, on the server) its skeletons.
 */
function HomePage() {
  return (
    <div className="space-y-12">
      <BannerSlot page="home" placement="hero" />
      <Hero />
      <FeaturedProviders />
      <BannerSlot page="home" placement="after_h2" />
      <TopPromotions />
      <BannerSlot page="home" placement="sticky_footer" />
    </div>
  );
}

function Hero() {
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
        <Button size="lg" variant="outline" asChild>
          <Link to={BONUS_PATH} params={{ locale }}>
            <GiftIcon aria-hidden="true" />
            {t("home.hero.cta_bonus")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
