import { RankingNote } from "#web/features/providers/components/ranking-note";
import { useQuery } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { MAX_COMPARED, selectedProviders, selectionToken } from "#web/features/compare/compare-facts";
import { CompareFacts } from "#web/features/compare/components/compare-facts-view";
import { providerCardsQuery } from "#web/features/providers/api";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { optionalText } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { loadBanners } from "#web/features/banners/load-banners";
import { providerQuery, ratingsQuery } from "#web/features/providers/detail-api";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { pageHead } from "#web/lib/seo";

/**
 * The chosen providers live in the URL (`?p=slug,slug,slug`), so a comparison can be shared and the
 * back button undoes a change; the server renders the comparison for such a link. Read here as one
 * text; the page resolves it against the active providers (selectedProviders). The picker's form
 * without JavaScript sends a repeated `p`, which the Worker joins into one (compare-selection.ts).
 */
export const compareRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "compare",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { p?: string } => ({
    p: optionalText(search.p),
  }),
  loaderDeps: ({ search }) => ({ selection: search.p }),
  loader: ({ context, location, deps, preload }) =>
    loadComparePage({ context, pathname: location.pathname, preload }, deps.selection),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: ComparePage,
});

/**
 * The selection is the address (`?p=a,b,c`): the picker (an island) sends a new one, and the
 * comparison is the server's HTML for it.
 */
function ComparePage() {
  const { t, locale } = useT();
  const { p } = compareRoute.useSearch();
  const { data, isError } = useQuery(providerCardsQuery(locale));
  // Every provider the link names, so the page can say when it named more than it compares.
  const named = selectedProviders(data ?? [], p, Infinity);
  const chosen = named.slice(0, MAX_COMPARED);
  return (
    <div className="space-y-6">
      <BannerSlot page="compare" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("compare.title")}</h1>
        <p className="text-muted-foreground">{t("compare.subtitle")}</p>
        <RankingNote sentenceKey="ranking.compare" />
      </header>
      {isError || !data ? (
        <p role="alert" className="text-destructive">
          {t("common.load_error")}
        </p>
      ) : (
        <>
          <Island
            name="compare-picker"
            trigger="interaction"
            props={{
              providers: data.map((provider) => ({
                token: selectionToken(provider),
                brand: provider.brand,
                sponsored: provider.sponsored,
              })),
              chosen: chosen.map(selectionToken),
              named: named.length,
            }}
          />
          {chosen.length ? (
            <CompareFacts selection={chosen.map((provider) => provider.id).join(",")} />
          ) : (
            <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
              {t("compare.empty")}
            </p>
          )}
        </>
      )}
      <BannerSlot page="compare" placement="sticky_footer" />
    </div>
  );
}

/**
 * The compare page: the active providers' cards (the picker), then the chosen ones whole, with their
 * ratings (for satisfaction).
 */
async function loadComparePage(page: PageLoad, selection: string | undefined) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const [strings, providers] = await Promise.all([
    loadStrings(page.context),
    // A failed read shows an error in the page rather than taking the page down.
    queryClient
      .ensureQueryData(withServerRead(providerCardsQuery(locale), () => reads.providerCards(locale, {})))
      .catch(() => undefined),
    loadBanners(page, "compare"),
  ]);
  // The chosen ones are among the cards: each is found, unless it went away meanwhile (no column).
  const provider = (id: string) =>
    withServerRead(providerQuery(locale, id), async () => {
      const found = await reads.provider(id, locale);
      if (!found) throw new Error(`No active provider ${id}`);
      return found;
    });
  await Promise.all(
    selectedProviders(providers ?? [], selection).flatMap(({ id }) => [
      queryClient.ensureQueryData(provider(id)).catch(() => undefined),
      queryClient
        .ensureQueryData(withServerRead(ratingsQuery(id, locale), () => reads.ratings(id, locale)))
        .catch(() => undefined),
    ]),
  );
  const meta = {
    title: translate(strings, "meta.compare.title"),
    description: translate(strings, "meta.compare.description"),
  };
  return { head: pageHead(meta, page) };
}
