import { loadBanners } from "#web/features/banners/load-banners";
import { topPromotionsQuery } from "#web/features/promotions/api";
import { providerCardsQuery } from "#web/features/providers/api";
import { featuredProvidersQuery } from "#web/features/providers/featured";
import { providersItemList, STRUCTURED_DATA_PROVIDER_COUNT } from "#web/features/providers/structured-data";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { jsonLdScript, organizationStructuredData, pageHead } from "#web/lib/seo";

/** The home page's data, head and the ItemList of providers. */
export async function loadHomePage(page: PageLoad) {
  const { queryClient, locale, origin } = page.context;
  // A failed read must not take the page down: its section shows the error instead.
  const [strings, providers] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient
      .ensureQueryData(providerCardsQuery(locale, { limit: STRUCTURED_DATA_PROVIDER_COUNT }))
      .catch(() => []),
    queryClient.ensureQueryData(featuredProvidersQuery(locale)).catch(() => undefined),
    queryClient.ensureQueryData(topPromotionsQuery(locale)).catch(() => undefined),
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
