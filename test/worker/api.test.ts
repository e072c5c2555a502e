import { env, exports } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { providerCardSchema } from "#schema/api/providers";
import { uiStrings } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { createDb } from "#worker/lib/db";
import { call } from "./support/client";
import { recordingDb } from "./support/recording-db";

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://site.test${path}`, init));

/** The answer to `path` is a 400 whose message says why. */
async function expectRefusal(path: string, message: string) {
  const response = await get(path);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toContain(message);
}

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

  it("reads providers (or their cards) and their texts in one database round trip", async () => {
    for (const path of ["/api/providers?locale=he", "/api/provider-cards?locale=he"]) {
      const { db, log } = recordingDb(env.DB);
      const response = await call(path, {}, { DB: db });
      expect(response.status).toBe(200);
      expect(response.headers.get("x-api-cache")).toBe("miss");
      // The edge cache's content version goes with the answer's own queries.
      expect(log.roundTrips).toBe(1);
      expect(log.statements[0]?.sql).toMatch(/from "content_version"/);
      expect(log.statements).toHaveLength(3);
    }
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

describe("the home page's short lists: ?limit= and ?featured=", () => {
  beforeAll(async () => {
    const db = createDb(env.DB);
    const provider = (id: string, priority: number, featured: boolean, active = true) => ({
      id,
      brand: id.toUpperCase(),
      domain: `${id}.example`,
      licenseId: id,
      priority,
      featured,
      active,
    });
    await db.batch([
      db
        .insert(providers)
        .values([
          provider("f-top", 9, true),
          provider("plain", 8, false),
          provider("f-mid", 7, true),
          provider("f-low", 3, true),
          provider("f-off", 10, true, false),
        ]),
      db.insert(providersI18n).values([
        { providerId: "f-top", locale: "en", slug: "f-top", overview: "Top overview" },
        { providerId: "f-mid", locale: "en", slug: "f-mid", overview: "Mid overview" },
      ]),
      db.insert(promotions).values([
        { id: "promo-9", providerId: "p-active", bonusType: "free_bet", priority: 9 },
        { id: "promo-8-untitled", providerId: "p-active", bonusType: "cashback", priority: 8 },
        { id: "promo-7", providerId: "p-low", bonusType: "no_deposit", priority: 7 },
      ]),
      db.insert(promotionsI18n).values([
        { promotionId: "promo-9", locale: "en", title: "Nine" },
        { promotionId: "promo-8-untitled", locale: "ru", title: "Только по-русски" },
        { promotionId: "promo-7", locale: "en", title: "Seven" },
      ]),
    ]);
  });

  const ids = async (path: string) =>
    ((await (await get(path)).json()) as { id: string }[]).map((row) => row.id);

  it("gives the first featured active providers in priority order, with their texts", async () => {
    const response = await get("/api/providers?locale=el&featured=true&limit=2");
    const body = (await response.json()) as { id: string; overview: string }[];
    expect(body.map((p) => [p.id, p.overview])).toEqual([
      ["f-top", "Top overview"],
      ["f-mid", "Mid overview"],
    ]);
    expect(await ids("/api/providers?locale=en&limit=2")).toEqual(["f-top", "plain"]);
    expect(await ids("/api/providers?locale=en&featured=true")).toEqual(["f-top", "f-mid", "f-low"]);
  });

  it.each(["locale=el", "locale=el&featured=true&limit=2", "locale=he&featured=true", "locale=en&limit=3"])(
    "gives as cards (?%s) the same providers as the full list, in its order, each with its card's fields",
    async (query) => {
      const full = (await (await get(`/api/providers?${query}`)).json()) as Record<string, unknown>[];
      const cards = (await (await get(`/api/provider-cards?${query}`)).json()) as unknown[];
      const cardOf = (provider: Record<string, unknown>) =>
        Object.fromEntries(Object.keys(providerCardSchema.shape).map((field) => [field, provider[field]]));
      expect(full.length).toBeGreaterThan(0);
      expect(cards).toEqual(full.map(cardOf));
    },
  );

  it("gives the first live promotions that have a text to show, in priority order", async () => {
    // One with a Russian text only is not shown in Greek or English, and takes no place.
    expect(await ids("/api/promotions?locale=el&limit=2")).toEqual(["promo-9", "promo-7"]);
    expect(await ids("/api/promotions?locale=en")).toEqual(["promo-9", "promo-7", "promo-on"]);
    expect(await ids("/api/promotions?locale=ru&limit=2")).toEqual(["promo-9", "promo-8-untitled"]);
  });

  it("gives the rest of the promotions after an offset, with or without a limit", async () => {
    expect(await ids("/api/promotions?locale=en&offset=1")).toEqual(["promo-7", "promo-on"]);
    expect(await ids("/api/promotions?locale=en&offset=1&limit=1")).toEqual(["promo-7"]);
    expect(await ids("/api/promotions?locale=en&offset=10")).toEqual([]);
  });

  it.each([
    ["/api/providers?limit=0", "limit must be at least 1"],
    ["/api/providers?limit=101", "limit must be at most 100"],
    ["/api/providers?limit=2.5", "limit must be a whole number"],
    ["/api/providers?featured=yes", "featured must be true or false"],
    ["/api/promotions?limit=ten", "limit must be a number"],
  ])("refuses %s with a 400 saying why", expectRefusal);
});

describe("GET /api/ui-strings", () => {
  it("gives one language as a key → text map", async () => {
    expect(await (await get("/api/ui-strings?locale=he")).json()).toEqual({
      "nav.home": "ראשי",
      "notfound.title": "404 הדף לא נמצא",
    });
  });

  it("gives the site's part and the back office's part (admin.*) apart, which together are the whole", async () => {
    await createDb(env.DB)
      .insert(uiStrings)
      .values({ key: "admin.panel", en: "Admin panel", he: "פאנל ניהול" });
    onTestFinished(() => createDb(env.DB).delete(uiStrings).where(eq(uiStrings.key, "admin.panel")));
    const part = async (query: string) => (await get(`/api/ui-strings?locale=he${query}`)).json();
    const site = { "nav.home": "ראשי", "notfound.title": "404 הדף לא נמצא" };
    expect(await part("&part=site")).toEqual(site);
    expect(await part("&part=admin")).toEqual({ "admin.panel": "פאנל ניהול" });
    expect(await part("")).toEqual({ ...site, "admin.panel": "פאנל ניהול" });
  });

  it("gives each page's own part apart from the site's, so a page carries only the long texts it shows", async () => {
    const own = {
      "pages.about.body": "About us",
      "faq.licensing.q1": "Who licenses?",
      "faq.category.licensing": "Licensing",
      "calculator.title": "Bet calculator",
      "leaderboard.standings": "Standings",
    };
    // The FAQ's title is also a link on a provider's page: only its questions and categories are its own.
    const shared = { "faq.title": "FAQ", "calculatorlink.label": "Not the calculator's" };
    const db = createDb(env.DB);
    const rows = Object.entries({ ...own, ...shared }).map(([key, en]) => ({ key, en }));
    await db.insert(uiStrings).values(rows);
    onTestFinished(() =>
      db.delete(uiStrings).where(
        inArray(
          uiStrings.key,
          rows.map((row) => row.key),
        ),
      ),
    );
    const part = async (name: string) => (await get(`/api/ui-strings?locale=en&part=${name}`)).json();
    expect(await part("info")).toEqual({ "pages.about.body": "About us" });
    expect(await part("faq")).toEqual({
      "faq.licensing.q1": "Who licenses?",
      "faq.category.licensing": "Licensing",
    });
    expect(await part("calculator")).toEqual({ "calculator.title": "Bet calculator" });
    expect(await part("leaderboard")).toEqual({ "leaderboard.standings": "Standings" });
    const site = (await part("site")) as Record<string, string>;
    expect(site).toMatchObject(shared);
    expect(Object.keys(site).filter((key) => key in own)).toEqual([]);
  });

  it.each([
    [
      "/api/ui-strings?locale=en&part=public",
      "part must be one of: site, admin, info, faq, calculator, leaderboard",
    ],
    ["/api/ui-strings?part=site", "can only be asked for with a locale"],
  ])("refuses %s with a 400 saying why", expectRefusal);

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
