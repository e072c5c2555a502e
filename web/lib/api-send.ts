import { ApiError, apiFailure } from "./api-client";

/*
 * Writes and the reading of their errors: only screens that write import them, so they stay out of
 * the first download that every page's reads (`api-client.ts`) are part of.
 */

export type ApiMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A write from the browser: JSON with the session cookie, from the site's own pages (the server
 * refuses writes from other sites, and a body that is not JSON); a call without a body sends `{}`.
 * Errors read like apiGet's.
 */
export async function apiSend<T>(method: ApiMethod, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw apiFailure(response, text);
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
