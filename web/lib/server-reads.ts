import type { PageReads } from "#schema/api/page-reads";

/**
 * The reads of the page being rendered (schema/api/page-reads.ts), which the server gives a
 * document page's loader: it runs on the server only.
 */
export function serverReads(context: { reads?: PageReads }): PageReads {
  if (!context.reads) throw new Error("A document page's loader runs on the server only.");
  return context.reads;
}

/**
 * A query of the features' `api.ts` (its key is where the page's islands and the app find the data),
 * answered by the server's `read` of the page it renders, or, with none (an app page's loader in the
 * browser), by its own request to the API.
 */
export const withServerRead = <Options extends { queryFn?: unknown }>(
  options: Options,
  read: Options["queryFn"] | undefined,
): Options => (read ? { ...options, queryFn: read } : options);
