import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalOneOf, optionalPage, optionalText } from "../lib/search-params";
import { PROVIDER_SORTS, type ProviderSort } from "../features/providers/provider-sorts";

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
    import("./providers.loader").then((m) =>
      m.loadProvidersPage({ context, pathname: location.pathname, preload }),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./providers.lazy").then((m) => m.providersLazyRoute));
