import { loadBanners } from "#web/features/banners/load-banners";
import { ensureMe } from "#web/features/auth/api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export async function loadMenuPage(page: PageLoad) {
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // The account card is in the server HTML, signed in or not.
    ensureMe(page.context),
    loadBanners(page, "menu"),
  ]);
  const meta = {
    title: translate(strings, "meta.menu.title"),
    description: translate(strings, "meta.menu.description"),
  };
  return { head: pageHead(meta, page) };
}
