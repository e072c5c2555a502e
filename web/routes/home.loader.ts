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

/** The home page's data, head and the ItemList of providers. */
export async function loadHomePage(page: PageLoad) {
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
