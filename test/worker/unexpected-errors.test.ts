import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "./support/client";

afterEach(() => vi.restoreAllMocks());

/** A D1 binding whose every query fails, as when the database cannot be reached. */
function unreachableD1(): D1Database {
  const failure = () => Promise.reject(new Error("D1_ERROR: Network connection lost."));
  const statement: D1PreparedStatement = {
    bind: () => statement,
    all: failure,
    run: failure,
    first: failure,
    raw: failure,
  } as unknown as D1PreparedStatement;
  const session = { prepare: () => statement, batch: failure, getBookmark: () => null };
  return { ...session, exec: failure, dump: failure, withSession: () => session } as unknown as D1Database;
}

/** What `run` answers, and the calls it made to console.error. */
async function loggedWhile<T>(run: () => Promise<T>) {
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const result = await run();
  return { result, lines: error.mock.calls };
}

describe("an unexpected error", () => {
  it("answers 500 with a request id, and logs one JSON line under the same id", async () => {
    const { result: response, lines } = await loggedWhile(() =>
      call("/api/providers?locale=en", {}, { DB: unreachableD1() }),
    );
    expect(response.status).toBe(500);
    const body = (await response.json()) as { requestId: string };
    expect(body).toEqual({
      message: "Internal server error",
      messageKey: "api.error.internal",
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.headers.get("x-request-id")).toBe(body.requestId);

    const entries = lines.filter((args) => args.length === 1 && String(args[0]).startsWith("{"));
    expect(entries).toHaveLength(1);
    expect(JSON.parse(String(entries[0]![0]))).toEqual({
      level: "error",
      requestId: body.requestId,
      method: "GET",
      path: "/api/providers",
      error: {
        name: "Error",
        message: "D1_ERROR: Network connection lost.",
        stack: expect.stringContaining("D1_ERROR: Network connection lost."),
      },
    });
  });

  it("takes Cloudflare's own request id (cf-ray) where there is one", async () => {
    const { result: response, lines } = await loggedWhile(() =>
      call(
        "/api/providers?locale=el",
        { headers: { "cf-ray": "8f1c2a3b4d5e6f70-LCA" } },
        { DB: unreachableD1() },
      ),
    );
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("8f1c2a3b4d5e6f70-LCA");
    expect(await response.json()).toMatchObject({ requestId: "8f1c2a3b4d5e6f70-LCA" });
    expect(lines.some(([line]) => String(line).includes('"requestId":"8f1c2a3b4d5e6f70-LCA"'))).toBe(true);
  });
});
