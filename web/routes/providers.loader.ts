import { loadBanners } from "#web/features/banners/load-banners";
import { providerCardsQuery } from "#web/features/providers/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

export async function loadProvidersPage(page: PageLoad) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient
      .ensureQueryData(withServerRead(providerCardsQuery(locale), () => reads.providerCards(locale, {})))
      .catch(() => undefined),
    loadBanners(page, "providers"),
  ]);
  const meta = {
    title: translate(strings, "meta.providers.title"),
    description: translate(strings, "meta.providers.description"),
    keywords: translate(strings, "meta.providers.keywords"),
  };
  return { head: pageHead(meta, page) };
}
