import { loadBanners } from "#web/features/banners/load-banners";
import type { BonusType } from "#schema/enums";
import { bonusPageQuery } from "#web/features/promotions/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/** The bonus page: one page of the live promotions, of one type or all. */
export async function loadBonusPage(page: PageLoad, which: { type?: BonusType; page: number }) {
  const { queryClient, locale } = page.context;
  const [strings] = await Promise.all([
    loadStrings(queryClient, locale),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient.ensureQueryData(bonusPageQuery(locale, which.type, which.page)).catch(() => undefined),
    loadBanners(page, "bonus"),
  ]);
  const meta = {
    title: translate(strings, "meta.bonus.title"),
    description: translate(strings, "meta.bonus.description"),
  };
  return { head: pageHead(meta, page) };
}
