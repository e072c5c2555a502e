import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call } from "./support/client";
import { recordingDb } from "./support/recording-db";

describe("GET /api/health", () => {
  it("answers { ok: true } as JSON without asking the database", async () => {
    const { db, log } = recordingDb(env.DB);
    const response = await call("/api/health", {}, { DB: db });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ ok: true });
    expect(log.roundTrips).toBe(0);
  });

  it("answers 503 naming the mail queue's binding when it is missing (no mail could be accepted)", async () => {
    const response = await call("/api/health", {}, { MAIL_QUEUE: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, missing: ["MAIL_QUEUE"] });
  });

  it("is read-only: a POST is the API's JSON 404", async () => {
    const response = await call("/api/health", { method: "POST", headers: { origin: "http://site.test" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("message");
  });
});
