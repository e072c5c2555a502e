import { createRoute, notFound } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalPage } from "../lib/search-params";

/** /providers/{id or slug}; `?reviews=N` is the reviews page (from 1; the first stays out of the URL). */
export const providerRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { reviews?: number } => ({
    reviews: optionalPage(search.reviews),
  }),
  loaderDeps: ({ search }) => ({ reviewsPage: (search.reviews ?? 1) - 1 }),
  loader: ({ context, location, params, deps, preload }) =>
    import("./provider.loader").then((m) =>
      m.loadProviderPage({
        context,
        pathname: location.pathname,
        preload,
        params,
        reviewsPage: deps.reviewsPage,
      }),
    ),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./provider.lazy").then((m) => m.providerLazyRoute));

/**
 * Any address below a provider's is the general 404 (deeper ones match here too, as the nearest
 * route). Without this route the router would answer them with the nearest route that has a
 * not-found screen of its own: the provider page's, or the provider page itself.
 */
export const belowProviderRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId/$below",
  ...documentRoute,
  beforeLoad: () => {
    throw notFound();
  },
});
