import { QueryClient } from "@tanstack/react-query";

/** Reads are not retried, not refetched on focus and never go stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
