import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import { optionalOneOf, optionalText } from "../lib/search-params";
import { providersQuery } from "../features/providers/api";
import { PROVIDER_SORTS, type ProviderSort } from "../features/providers/provider-sorts";

/**
 * Search and sort live in the URL so back/forward and shared links keep them. Anything invalid
 * falls back instead of failing. The default sort stays out of the URL: a filled-in default would
 * make the server redirect /providers to /providers?sort=priority, since it canonicalises the
 * address it renders.
 */
export const providersRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers",
  validateSearch: (search: Record<string, unknown>): { q?: string; sort?: ProviderSort } => ({
    q: optionalText(search.q),
    sort: optionalOneOf(PROVIDER_SORTS, search.sort),
  }),
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
}).lazy(() => import("./providers.lazy").then((m) => m.providersLazyRoute));
