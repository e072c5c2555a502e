import { loadBanners } from "#web/features/banners/load-banners";
import { loadHandicapCalculator } from "#web/features/calculator/handicap-chunk";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

/** The handicap calculator's code is its own chunk: fetched first when the URL asks for it, so the server renders it in place. */
export async function loadCalculatorPage(page: PageLoad, mode: "handicap" | undefined) {
  const [strings] = await Promise.all([
    loadOwnStrings(page.context, "calculator"),
    mode === "handicap" && loadHandicapCalculator(),
    loadBanners(page, "calculator"),
  ]);
  const meta = {
    title: translate(strings, "meta.calculator.title"),
    description: translate(strings, "meta.calculator.description"),
  };
  return { head: pageHead(meta, page) };
}
