import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { createDb } from "#worker/lib/db";
import { call } from "./support/client";
import { recordingDb } from "./support/recording-db";

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://site.test${path}`, init));

beforeAll(() => insertCatalogFixtures(createDb(env.DB)));

describe("GET /api/providers", () => {
  it("lists only active providers, highest priority first, with the requested language", async () => {
    const response = await get("/api/providers?locale=el");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; overview: string; name: string }[];
    expect(body.map((p) => p.id)).toEqual(["p-active", "p-low"]);
    expect(body[0]).toMatchObject({ name: "Zeta Bet", overview: "Ελληνική περιγραφή" });
    expect(body[1]?.overview).toBe("Only English");
  });

  it("reads providers and their texts in one database round trip", async () => {
    const { db, log } = recordingDb(env.DB);
    expect((await call("/api/providers?locale=he", {}, { DB: db })).status).toBe(200);
    expect(log.roundTrips).toBe(1);
  });

  it("answers an unsupported locale with a 400 naming the allowed ones", async () => {
    const response = await get("/api/providers?locale=de");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: expect.stringContaining("el, en, ru, he, uk, fr") });
  });
});

describe("GET /api/promotions", () => {
  it("lists active promotions with their translated title", async () => {
    const body = (await (await get("/api/promotions?locale=el")).json()) as { id: string; title: string }[];
    expect(body).toEqual([
      expect.objectContaining({ id: "promo-on", title: "Καλωσόρισμα 100%", bonusType: "welcome" }),
    ]);
  });
});

describe("GET /api/ui-strings", () => {
  it("gives one language as a key → text map", async () => {
    expect(await (await get("/api/ui-strings?locale=he")).json()).toEqual({
      "nav.home": "ראשי",
      "notfound.title": "404 הדף לא נמצא",
    });
  });

  it("gives the whole table without a locale", async () => {
    const rows = (await (await get("/api/ui-strings")).json()) as { key: string; fr: string }[];
    expect(rows).toEqual([
      expect.objectContaining({ key: "nav.home", fr: "Accueil" }),
      expect.objectContaining({ key: "notfound.title", en: "404 Page Not Found" }),
    ]);
  });
});

describe("unknown API paths", () => {
  it.each(["/api/nope", "/api/providers/extra/deep", "/api"])(
    "%s is a JSON 404, never the app page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({
        message: expect.stringContaining("No API route"),
        messageKey: "api.error.no_route",
      });
    },
  );

  it("a POST to a read-only resource is a JSON 404 too", async () => {
    const response = await get("/api/providers", {
      method: "POST",
      headers: { origin: "https://site.test" },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty("message");
  });
});
