import { loadBanners } from "#web/features/banners/load-banners";
import { selectedProviders } from "#web/features/compare/compare-facts";
import { providerCardsQuery } from "#web/features/providers/api";
import { providerQuery, ratingsQuery } from "#web/features/providers/detail-api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/**
 * The compare page: the active providers' cards (the picker), then the chosen ones whole, with their
 * ratings (for satisfaction).
 */
export async function loadComparePage(page: PageLoad, selection: string | undefined) {
  const { queryClient, locale } = page.context;
  const [strings, providers] = await Promise.all([
    loadStrings(queryClient, locale),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient.ensureQueryData(providerCardsQuery(locale)).catch(() => undefined),
    loadBanners(page, "compare"),
  ]);
  await Promise.all(
    selectedProviders(providers ?? [], selection).flatMap(({ id }) => [
      queryClient.ensureQueryData(providerQuery(locale, id)).catch(() => undefined),
      queryClient.ensureQueryData(ratingsQuery(id, locale)).catch(() => undefined),
    ]),
  );
  const meta = {
    title: translate(strings, "meta.compare.title"),
    description: translate(strings, "meta.compare.description"),
  };
  return { head: pageHead(meta, page) };
}
