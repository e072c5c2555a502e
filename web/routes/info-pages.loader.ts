import type { InfoPage } from "#web/features/info-pages/pages";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/ui-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

export async function loadInfoPage(page: PageLoad, name: InfoPage) {
  const strings = await loadStrings(page.context.queryClient, page.context.locale);
  const meta = {
    title: translate(strings, `pages.${name}.title`),
    description: translate(strings, `pages.${name}.description`),
  };
  return { head: pageHead(meta, page) };
}
