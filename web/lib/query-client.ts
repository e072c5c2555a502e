import { QueryClient } from "@tanstack/react-query";

/**
 * Reads are not retried, not refetched on focus and never go stale. A server-rendered
 * page carries its reads' data to the browser, but for those marked `notDehydrated`.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
      dehydrate: { shouldDehydrateQuery: (query) => query.meta?.dehydrate !== false },
    },
  });
}

/**
 * A read whose data the page's HTML does not carry to the browser (every first visit downloads
 * that HTML): the browser fetches it itself when it needs it (the UI strings, before it hydrates;
 * a deferred block's `read`, with its code), or only deferred blocks that keep the server's HTML
 * read it, and what renders those anew (a new provider or language) runs a loader that fetches it.
 */
export const notDehydrated = <Options extends { meta?: Record<string, unknown> }>(
  options: Options,
): Options => ({
  ...options,
  meta: { ...options.meta, dehydrate: false },
});
