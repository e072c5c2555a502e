import { useQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import type { ProviderCardData } from "#schema/api/providers";
import { hydrateWhenChanged } from "#web/components/deferred-block";
import { Skeleton } from "#web/components/ui/skeleton";
import { MAX_COMPARED, selectedProviders } from "#web/features/compare/compare-facts";
import { ComparePicker, selectionOf } from "#web/features/compare/components/compare-picker";
import { CompareSkeleton } from "#web/features/compare/components/compare-skeleton";
import { providerCardsQuery } from "#web/features/providers/api";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

export const compareLazyRoute = createLazyRoute("/app/{-$locale}/compare")({
  pendingComponent: ComparePending,
  component: ComparePage,
});

// The comparison itself has no behaviour of its own: the server's HTML shows it at once, and its
// code comes when the selection changes (at once when the first provider is added on this page).
const CompareFacts = hydrateWhenChanged(
  () => import("#web/features/compare/components/compare-facts-view").then((m) => m.CompareFacts),
  <CompareSkeleton />,
);

/** The loader waits for it, so it renders in place (server, and client-side navigation). */
export const preloadCompareBlocks = () => CompareFacts.preload();

function ComparePage() {
  const { t, locale } = useT();
  const { p } = compareLazyRoute.useSearch();
  const navigate = compareLazyRoute.useNavigate();
  const { data, isPending, isError } = useQuery(providerCardsQuery(locale));
  // Every provider the link names, so the page can say when it named more than it compares.
  const named = selectedProviders(data ?? [], p, Infinity);
  const chosen = named.slice(0, MAX_COMPARED);
  // A step in the history each time: back undoes an addition or a removal.
  const choose = (next: ProviderCardData[]) =>
    void navigate({ search: { p: selectionOf(next) || undefined } });
  return (
    <div className="space-y-6">
      <BannerSlot page="compare" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("compare.title")}</h1>
        <p className="text-muted-foreground">{t("compare.subtitle")}</p>
      </header>
      {isPending ? (
        <CompareSkeleton />
      ) : isError ? (
        <p role="alert" className="text-destructive">
          {t("common.load_error")}
        </p>
      ) : (
        <>
          <ComparePicker providers={data} chosen={chosen} named={named.length} onChange={choose} />
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

function ComparePending() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <CompareSkeleton />
    </div>
  );
}
