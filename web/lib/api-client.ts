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
const failure = (response: Response, text: string) =>
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
  if (!response.ok) throw failure(response, await response.text());
  return (await response.json()) as T;
}

export type ApiMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A write from the browser: always JSON with the session cookie (the server refuses cross-site and
 * non-JSON writes), so a body-less call still sends `{}`. Errors read like apiGet's.
 */
export async function apiSend<T>(method: ApiMethod, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw failure(response, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The JSON body of a failed call (`{ message, ... }`), when the server sent one. */
export function apiErrorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const text = error.message.slice(error.message.indexOf(": ") + 2);
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The server's own `message` for a failed call, if it gave one worth showing. */
export function apiErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message;
  return typeof message === "string" && message.trim() ? message : undefined;
}
