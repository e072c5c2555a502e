import type { InfoPage } from "#web/features/info-pages/pages";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export async function loadInfoPage(page: PageLoad, name: InfoPage) {
  const strings = await loadOwnStrings(page.context, "info");
  const meta = {
    title: translate(strings, `pages.${name}.title`),
    description: translate(strings, `pages.${name}.description`),
  };
  return { head: pageHead(meta, page) };
}
