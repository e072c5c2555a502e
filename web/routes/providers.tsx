import { RankingNote } from "#web/features/providers/components/ranking-note";
import { useQuery } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { providerCardsQuery } from "#web/features/providers/api";
import { ProviderList } from "#web/features/providers/components/provider-list";
import {
  DEFAULT_PROVIDER_SORT,
  PROVIDER_SORTS,
  type ProviderSort,
} from "#web/features/providers/provider-sorts";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { optionalOneOf, optionalPage, optionalText } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/**
 * Search, sort and page live in the URL so back/forward and shared links keep them. Anything invalid
 * falls back instead of failing. The default sort stays out of the URL: a filled-in default would
 * make the server redirect /providers to /providers?sort=priority, since it canonicalises the
 * address it renders.
 */
export const providersRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { q?: string; sort?: ProviderSort; page?: number } => ({
    q: optionalText(search.q),
    sort: optionalOneOf(PROVIDER_SORTS, search.sort),
    page: optionalPage(search.page),
  }),
  loader: ({ context, location, preload }) =>
    loadProvidersPage({ context, pathname: location.pathname, preload }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ProvidersPage,
});

const RESULTS_ID = "provider-results";

/**
 * The search form is an island (search as you type); the results the address asks for are the
 * server's HTML, cards and page links plain links.
 */
function ProvidersPage() {
  const { t, locale } = useT();
  const linkLocale = useLocaleParam();
  const { q = "", sort = DEFAULT_PROVIDER_SORT, page = 1 } = providersRoute.useSearch();
  const { data } = useQuery(providerCardsQuery(locale));
  return (
    <div className="space-y-6">
      <BannerSlot page="providers" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("providers.title")}</h1>
        <p className="text-muted-foreground">{t("providers.subtitle")}</p>
        <RankingNote sentenceKey="ranking.providers" />
      </header>
      <Island
        name="provider-search"
        trigger="interaction"
        props={{ query: q, sort, linkLocale, resultsId: RESULTS_ID }}
        // What the results drawn as the visitor types may say.
        laterStrings={["providers.", "provider.reviews.", "a11y.", "common.load_error"]}
      />
      <div id={RESULTS_ID} className="space-y-6">
        {data ? (
          <ProviderList providers={data} query={q} sort={sort} page={page} linkLocale={linkLocale} />
        ) : (
          <p role="alert" className="text-destructive">
            {t("common.load_error")}
          </p>
        )}
      </div>
      <BannerSlot page="providers" placement="sticky_footer" />
    </div>
  );
}

async function loadProvidersPage(page: PageLoad) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient
      .ensureQueryData(withServerRead(providerCardsQuery(locale), () => reads.providerCards(locale, {})))
      .catch(() => undefined),
    loadBanners(page, "providers"),
  ]);
  const meta = {
    title: translate(strings, "meta.providers.title"),
    description: translate(strings, "meta.providers.description"),
    keywords: translate(strings, "meta.providers.keywords"),
  };
  return { head: pageHead(meta, page) };
}
