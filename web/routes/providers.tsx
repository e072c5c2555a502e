import { useQuery } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { z } from "zod";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import { useT } from "../i18n/use-t";
import { Skeleton } from "../components/ui/skeleton";
import { providersQuery } from "../features/providers/api";
import { DEFAULT_PROVIDER_SORT, PROVIDER_SORTS } from "../features/providers/filter-providers";
import { ProviderGridSkeleton } from "../features/providers/components/provider-card";
import { ProviderResults } from "../features/providers/components/provider-results";

/**
 * Search and sort live in the URL so back/forward and shared links keep them. Anything invalid
 * falls back instead of failing; a numeric query (the router parses `?q=123` as a number) is text.
 * The default sort stays out of the URL: a filled-in default would make the server redirect
 * /providers to /providers?sort=priority, since it canonicalises the address it renders.
 */
const providersSearchSchema = z.object({
  q: z.coerce.string().optional().catch(undefined),
  sort: z.enum(PROVIDER_SORTS).optional().catch(undefined),
});

export const providersRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers",
  validateSearch: providersSearchSchema,
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    const [strings] = await Promise.all([
      loadStrings(queryClient, locale),
      // A failed read shows an error in the page rather than taking the page down.
      queryClient.ensureQueryData(providersQuery(locale)).catch(() => undefined),
    ]);
    return {
      title: translate(strings, "meta.providers.title"),
      description: translate(strings, "meta.providers.description"),
      keywords: translate(strings, "meta.providers.keywords"),
    };
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match),
  pendingComponent: ProvidersPending,
  component: ProvidersPage,
});

function ProvidersPage() {
  const { t, locale } = useT();
  const { q, sort = DEFAULT_PROVIDER_SORT } = providersRoute.useSearch();
  const navigate = providersRoute.useNavigate();
  const { data, isPending, isError } = useQuery(providersQuery(locale));
  return (
    <div className="space-y-6">
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
        // Typing replaces the history entry (no entry per keystroke); a new sort is a step back-able.
        onQueryChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, q: next || undefined }), replace: true })
        }
        onSortChange={(next) =>
          void navigate({
            search: (prev) => ({ ...prev, sort: next === DEFAULT_PROVIDER_SORT ? undefined : next }),
          })
        }
      />
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
