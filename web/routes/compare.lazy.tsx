import { useQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import { MAX_COMPARED, selectedProviders, selectionToken } from "#web/features/compare/compare-facts";
import { CompareFacts } from "#web/features/compare/components/compare-facts-view";
import { providerCardsQuery } from "#web/features/providers/api";
import { Island } from "#web/islands/island";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

export const compareLazyRoute = createLazyRoute("/app/{-$locale}/compare")({
  component: ComparePage,
});

/**
 * The selection is the address (`?p=a,b,c`): the picker (an island) sends a new one, and the
 * comparison is the server's HTML for it.
 */
function ComparePage() {
  const { t, locale } = useT();
  const { p } = compareLazyRoute.useSearch();
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
