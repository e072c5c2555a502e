import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#web/lib/api-client";
import { apiErrorMessage } from "#web/features/profile/messages";
import { apiErrorBody, apiSend } from "#web/lib/api-send";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiSend", () => {
  it("sends JSON with the session cookie, {} when there is no body", async () => {
    const fetchMock = stubFetch(Response.json({ sentTo: "a@b.example" }));
    await expect(apiSend("POST", "/api/auth/send-verification-email")).resolves.toEqual({
      sentTo: "a@b.example",
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe("/api/auth/send-verification-email");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: "{}" });
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  it("serialises the body it is given", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiSend("PATCH", "/api/user/profile", { username: "eleni" });
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"username":"eleni"}');
  });

  it("raises 'status: text' like apiGet, keeping the status", async () => {
    stubFetch(Response.json({ message: "Username is already taken" }, { status: 409 }));
    const error = await apiSend("PATCH", "/api/user/profile", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('409: {"message":"Username is already taken"}');
  });

  it("falls back to the status text for an empty error body, and accepts an empty success", async () => {
    stubFetch(new Response(null, { status: 429, statusText: "Too Many Requests" }));
    await expect(apiSend("POST", "/x")).rejects.toThrow("429: Too Many Requests");
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiSend("DELETE", "/x")).resolves.toBeUndefined();
  });
});

describe("apiErrorBody / apiErrorMessage", () => {
  it("read the server's JSON from the error", () => {
    const body = {
      message: "Your e-mail does not match the configured admin e-mail.",
      messageKey: "admin_access.error.email_mismatch",
      yourEmail: "me@x.example",
    };
    const error = new ApiError(403, `403: ${JSON.stringify(body)}`);
    expect(apiErrorBody(error)).toEqual(body);
    expect(apiErrorMessage(error)).toEqual({
      message: body.message,
      messageKey: body.messageKey,
      params: undefined,
    });
  });

  it("give nothing for plain text, blank messages and other errors", () => {
    expect(apiErrorMessage(new ApiError(500, "500: Internal Server Error"))).toBeUndefined();
    expect(apiErrorMessage(new ApiError(400, '400: {"message":"  "}'))).toBeUndefined();
    expect(apiErrorMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(apiErrorBody(new ApiError(400, "400: [1,2]"))).toBeUndefined();
  });
});
