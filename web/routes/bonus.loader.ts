import { loadBanners } from "#web/features/banners/load-banners";
import type { BonusType } from "#schema/enums";
import { bonusPageQuery, bonusPageRows } from "#web/features/promotions/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/** The bonus page: one page of the live promotions, of one type or all. */
export async function loadBonusPage(page: PageLoad, which: { type?: BonusType; page: number }) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const promotions = withServerRead(bonusPageQuery(locale, which.type, which.page), () =>
    reads.promotions(locale, { type: which.type, ...bonusPageRows(which.page) }),
  );
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient.ensureQueryData(promotions).catch(() => undefined),
    loadBanners(page, "bonus"),
  ]);
  const meta = {
    title: translate(strings, "meta.bonus.title"),
    description: translate(strings, "meta.bonus.description"),
  };
  return { head: pageHead(meta, page) };
}
