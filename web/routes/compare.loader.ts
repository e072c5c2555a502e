import { loadBanners } from "#web/features/banners/load-banners";
import { selectedProviders } from "#web/features/compare/compare-facts";
import { providerCardsQuery } from "#web/features/providers/api";
import { providerQuery, ratingsQuery } from "#web/features/providers/detail-api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/**
 * The compare page: the active providers' cards (the picker), then the chosen ones whole, with their
 * ratings (for satisfaction).
 */
export async function loadComparePage(page: PageLoad, selection: string | undefined) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings, providers] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient
      .ensureQueryData(withServerRead(providerCardsQuery(locale), () => reads.providerCards(locale, {})))
      .catch(() => undefined),
    loadBanners(page, "compare"),
  ]);
  // The chosen ones are among the cards: each is found, unless it went away meanwhile (no column).
  const provider = (id: string) =>
    withServerRead(providerQuery(locale, id), async () => {
      const found = await reads.provider(id, locale);
      if (!found) throw new Error(`No active provider ${id}`);
      return found;
    });
  await Promise.all(
    selectedProviders(providers ?? [], selection).flatMap(({ id }) => [
      queryClient.ensureQueryData(provider(id)).catch(() => undefined),
      queryClient
        .ensureQueryData(withServerRead(ratingsQuery(id, locale), () => reads.ratings(id, locale)))
        .catch(() => undefined),
    ]),
  );
  const meta = {
    title: translate(strings, "meta.compare.title"),
    description: translate(strings, "meta.compare.description"),
  };
  return { head: pageHead(meta, page) };
}
