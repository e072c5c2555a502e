import { useQuery } from "@tanstack/react-query";
import { createLazyRoute } from "@tanstack/react-router";
import { Skeleton } from "#web/components/ui/skeleton";
import { providerCardsQuery } from "#web/features/providers/api";
import { ProviderGridSkeleton } from "#web/features/providers/components/provider-card";
import { ProviderResults } from "#web/features/providers/components/provider-results";
import { DEFAULT_PROVIDER_SORT } from "#web/features/providers/provider-sorts";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

/** The loader waits for it, so it renders in place (server, and client-side navigation). */
export { preloadProvidersPager } from "#web/features/providers/components/provider-results";

export const providersLazyRoute = createLazyRoute("/app/{-$locale}/providers")({
  pendingComponent: ProvidersPending,
  component: ProvidersPage,
});

function ProvidersPage() {
  const { t, locale } = useT();
  const { q, sort = DEFAULT_PROVIDER_SORT, page = 1 } = providersLazyRoute.useSearch();
  const navigate = providersLazyRoute.useNavigate();
  const { data, isPending, isError } = useQuery(providerCardsQuery(locale));
  return (
    <div className="space-y-6">
      <BannerSlot page="providers" placement="hero" />
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("providers.title")}</h1>
        <p className="text-muted-foreground">{t("providers.subtitle")}</p>
      </header>
      <ProviderResults
        providers={data}
        isPending={isPending}
        isError={isError}
        query={q ?? ""}
        sort={sort}
        page={page}
        // Typing replaces the history entry (no entry per keystroke); a new sort is a step back-able.
        // Either starts again from the first page.
        onQueryChange={(next) =>
          void navigate({
            search: (prev) => ({ ...prev, q: next || undefined, page: undefined }),
            replace: true,
          })
        }
        onSortChange={(next) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              sort: next === DEFAULT_PROVIDER_SORT ? undefined : next,
              page: undefined,
            }),
          })
        }
      />
      <BannerSlot page="providers" placement="sticky_footer" />
    </div>
  );
}

function ProvidersPending() {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-5 w-96 max-w-full" />
      </div>
      <ProviderGridSkeleton count={6} />
    </div>
  );
}
