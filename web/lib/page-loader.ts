import type { QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { Locale } from "#schema/locales";

/**
 * What a page's loader module (`web/routes/*.loader.ts`) receives: the router context and the path
 * visited. Loader modules are imported by their route's `loader` on demand: the server runs them,
 * and the browser needs them only when it navigates, since hydration reuses the server's results.
 * Each returns the page's `head` (title, meta, links, JSON-LD) ready-made, so the head-building
 * code stays out of the first download too.
 */
export type PageLoad = {
  context: { queryClient: QueryClient; locale: Locale; origin: string; reads?: PageReads };
  pathname: string;
  /** True when the router loads the page ahead of a likely visit (a hovered link), not to show it. */
  preload?: boolean;
};
