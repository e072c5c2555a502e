import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { jsonLdScript, pageHead } from "../lib/seo";
import { optionalPage } from "../lib/search-params";

/** /providers/{id or slug}; `?reviews=N` is the reviews page (from 1; the first stays out of the URL). */
export const providerRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "providers/$providerId",
  validateSearch: (search: Record<string, unknown>): { reviews?: number } => ({
    reviews: optionalPage(search.reviews),
  }),
  loaderDeps: ({ search }) => ({ reviewsPage: (search.reviews ?? 1) - 1 }),
  loader: async ({ context, params, deps }) =>
    (await import("./provider.loader")).loadProviderPage({ context, params, reviewsPage: deps.reviewsPage }),
  head: ({ loaderData, match }) => ({
    ...pageHead(loaderData, match, loaderData?.paths),
    scripts: loaderData ? loaderData.structuredData.map(jsonLdScript) : [],
  }),
}).lazy(() => import("./provider.lazy").then((m) => m.providerLazyRoute));
