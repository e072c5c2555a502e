import { loadBanners } from "#web/features/banners/load-banners";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { jsonLdScript, pageHead } from "#web/lib/seo";
import { faqPageStructuredData } from "#web/features/faq/faq-content";

export async function loadFaqPage(page: PageLoad) {
  const { locale } = page.context;
  const [strings] = await Promise.all([loadOwnStrings(page.context, "faq"), loadBanners(page, "faq")]);
  const meta = {
    title: translate(strings, "meta.faq.title"),
    description: translate(strings, "meta.faq.description"),
  };
  const structuredData = faqPageStructuredData((key) => translate(strings, key), locale);
  return { head: { ...pageHead(meta, page), scripts: [jsonLdScript(structuredData)] } };
}
