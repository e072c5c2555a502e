import type { QueryClient } from "@tanstack/react-query";
import type { PageReads } from "#schema/api/page-reads";
import type { Locale } from "#schema/locales";

/**
 * What a page's loader function receives: the router context and the path visited. A public page's
 * loader (in its route file) runs on the server only, with the request's `reads`; the single-page
 * app's (`web/routes/*.loader.ts`, imported on demand) also runs in the browser when it navigates,
 * without them. Each returns the page's `head` (title, meta, links, JSON-LD) ready-made.
 */
export type PageLoad = {
  context: { queryClient: QueryClient; locale: Locale; origin: string; reads?: PageReads };
  pathname: string;
  /** True when the router loads the page ahead of a likely visit (a hovered link), not to show it. */
  preload?: boolean;
};
