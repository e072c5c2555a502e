import { createRoute, useLocation } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { optionalOneOf } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { pageHead } from "#web/lib/seo";

const NON_DEFAULT_MODES = ["handicap"] as const;

/**
 * The mode lives in the URL (`?mode=handicap`; the single bet, the default, keeps the address
 * clean), so back, forward and a shared link keep it.
 */
export const calculatorRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "calculator",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { mode?: (typeof NON_DEFAULT_MODES)[number] } => ({
    mode: optionalOneOf(NON_DEFAULT_MODES, search.mode),
  }),
  loader: ({ context, location, preload }) =>
    loadCalculatorPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => (
    <OwnStrings part="calculator">
      <CalculatorPage />
    </OwnStrings>
  ),
});

/**
 * A document page whose first screen is the calculator: an island in the mode the address names,
 * its form plain HTML until the visitor first touches it (what was typed meanwhile is kept). What it
 * shows only once the visitor types (results, outcomes, what is wrong with a number) and the other
 * mode's texts travel with it.
 */
function CalculatorPage() {
  const { t } = useT();
  const { mode = "single" } = calculatorRoute.useSearch();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className="space-y-6">
      <BannerSlot page="calculator" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("calculator.title")}</h1>
        <p className="text-muted-foreground">{t("calculator.subtitle")}</p>
      </header>
      <Island
        name="calculator"
        props={{ pathname, mode }}
        trigger="interaction"
        laterStrings={["calculator.", "validation.number_"]}
      />
      <BannerSlot page="calculator" placement="sticky_footer" />
    </div>
  );
}

async function loadCalculatorPage(page: PageLoad) {
  const [strings] = await Promise.all([
    loadOwnStrings(page.context, "calculator"),
    loadBanners(page, "calculator"),
  ]);
  const meta = {
    title: translate(strings, "meta.calculator.title"),
    description: translate(strings, "meta.calculator.description"),
  };
  return { head: pageHead(meta, page) };
}
