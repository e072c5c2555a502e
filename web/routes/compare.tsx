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
    import("./compare.loader").then((m) =>
      m.loadComparePage({ context, pathname: location.pathname, preload }, deps.selection),
    ),
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
              providers: data.map((provider) => ({ token: selectionToken(provider), brand: provider.brand })),
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
