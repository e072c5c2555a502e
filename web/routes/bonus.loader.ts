import { loadBanners } from "#web/features/banners/load-banners";
import { promotionsQuery } from "#web/features/promotions/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/ui-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export async function loadBonusPage(page: PageLoad) {
  const { queryClient, locale } = page.context;
  const [strings] = await Promise.all([
    loadStrings(queryClient, locale),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient.ensureQueryData(promotionsQuery(locale)).catch(() => undefined),
    loadBanners(page, "bonus"),
  ]);
  const meta = {
    title: translate(strings, "meta.bonus.title"),
    description: translate(strings, "meta.bonus.description"),
  };
  return { head: pageHead(meta, page) };
}
