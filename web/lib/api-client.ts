import type { QueryClient } from "@tanstack/react-query";

/** How the app reaches `/api`: the browser's fetch, or the Worker itself while server-rendering. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const fetchers = new WeakMap<QueryClient, ApiFetch>();

const browserFetch: ApiFetch = (path, init) => fetch(path, { credentials: "include", ...init });

/** Ties a request-scoped QueryClient to the in-process API while the server renders a page. */
export function bindApiFetch(client: QueryClient, fetcher: ApiFetch) {
  fetchers.set(client, fetcher);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Non-success answers raise "status: response text" (or the status text when the body is empty). */
export const apiFailure = (response: Response, text: string) =>
  new ApiError(response.status, `${response.status}: ${text || response.statusText}`);

/**
 * A read; `{ credentials: "omit" }` for what names no one, so a signed-in visitor's browser and the
 * edge cache may keep it as they do for anyone (with the session cookie, every answer is `no-store`).
 */
export async function apiGet<T>(
  client: QueryClient,
  path: string,
  init: Pick<RequestInit, "credentials"> = {},
): Promise<T> {
  const fetcher = fetchers.get(client) ?? browserFetch;
  const response = await fetcher(path, { ...init, headers: { accept: "application/json" } });
  if (!response.ok) throw apiFailure(response, await response.text());
  return (await response.json()) as T;
}
