import { createRoute, Link } from "@tanstack/react-router";
import { ArrowRightIcon, GiftIcon } from "lucide-react";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { jsonLdScript, pageHead } from "../lib/seo";
import { useT } from "../i18n/use-t";
import { useLocaleParam } from "../i18n/use-locale-param";
import { Button } from "../components/ui/button";
import { providersQuery } from "../features/providers/api";
import { providersItemList } from "../features/providers/structured-data";
import { FeaturedProviders } from "../features/providers/components/featured-providers";
import { promotionsQuery } from "../features/promotions/api";
import { TopPromotions } from "../features/promotions/components/top-promotions";
import { BONUS_PATH } from "../components/layout/nav-items";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  loader: async ({ context }) => {
    const { queryClient, locale, origin } = context;
    // A failed read must not take the page down: its section shows the error instead.
    const [strings, providers] = await Promise.all([
      loadStrings(queryClient, locale),
      queryClient.ensureQueryData(providersQuery(locale)).catch(() => []),
      queryClient.ensureQueryData(promotionsQuery(locale)).catch(() => []),
    ]);
    const title = translate(strings, "meta.home.title");
    return {
      title,
      description: translate(strings, "meta.home.description"),
      keywords: translate(strings, "meta.home.keywords"),
      structuredData: providersItemList(
        providers,
        origin,
        locale,
        translate(strings, "meta.providers.title"),
      ),
    };
  },
  head: ({ loaderData, match }) => ({
    ...pageHead(loaderData, match),
    scripts: loaderData ? [jsonLdScript(loaderData.structuredData)] : [],
  }),
  // While the loader waits, the page itself shows: its queries are in flight, so the sections
  // render their skeletons (4 provider cards, 3 promotion cards).
  pendingComponent: HomePage,
  component: HomePage,
});

function HomePage() {
  return (
    <div className="space-y-12">
      <Hero />
      <FeaturedProviders />
      <TopPromotions />
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
