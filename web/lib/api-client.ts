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
 * A read, in the browser (the server's loaders read through `PageReads`); `{ credentials: "omit" }`
 * for what names no one, so a signed-in visitor's browser and the edge cache may keep it as they do
 * for anyone (with the session cookie, every answer is `no-store`).
 */
export async function apiGet<T>(path: string, init: Pick<RequestInit, "credentials"> = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    ...init,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw apiFailure(response, await response.text());
  return (await response.json()) as T;
}
