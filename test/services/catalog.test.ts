import { beforeAll, describe, expect, it } from "vitest";
import { promotions, promotionsI18n } from "#schema/promotions";
import { listLivePromotions } from "#worker/services/promotions";
import { listActiveProviders } from "#worker/services/providers";
import { uiStringsForLocale } from "#worker/services/ui-strings";
import { uiStrings } from "#schema/content";
import { insertCatalogFixtures } from "../support/catalog-fixtures";
import { createTestDb, type TestDb } from "../support/libsql-db";

// The same services the Worker runs over D1, here over libSQL.
let db: TestDb;
beforeAll(async () => {
  ({ db } = await createTestDb());
  await insertCatalogFixtures(db);
});

describe("listActiveProviders", () => {
  it("leaves out inactive providers and orders by priority", async () => {
    const list = await listActiveProviders(db, "en");
    expect(list.map((p) => p.brand)).toEqual(["Zeta Bet", "Alpha Bet"]);
  });

  it("uses the requested language and falls back to English where a translation is missing", async () => {
    const list = await listActiveProviders(db, "el");
    expect(list.map((p) => p.overview)).toEqual(["Ελληνική περιγραφή", "Only English"]);
  });

  it("gives the English slug to a language with no translation at all", async () => {
    const list = await listActiveProviders(db, "he");
    expect(list.map((p) => p.slug)).toEqual(["zeta", "alpha"]);
  });
});

describe("listLivePromotions", () => {
  it("lists only active promotions with the provider's brand", async () => {
    const list = await listLivePromotions(db, "fr", new Date());
    expect(list).toEqual([
      expect.objectContaining({
        id: "promo-on",
        title: "Welcome 100%",
        providerBrand: "Zeta Bet",
        ctaUrl: null,
      }),
    ]);
  });

  it("gives each promotion its structured terms, null where the operator publishes none", async () => {
    const [withTerms] = await listLivePromotions(db, "en", new Date());
    expect(withTerms).toMatchObject({
      wageringMultiplier: 6,
      minOdds: 1.8,
      maxCashout: 50,
      termsUrl: "https://zeta.example/promotions/welcome/terms",
      termsVerifiedAt: new Date("2026-03-02T10:00:00Z"),
    });
    await db.insert(promotions).values({ id: "no-terms", bonusType: "free_bet", priority: -1 });
    await db.insert(promotionsI18n).values({ promotionId: "no-terms", locale: "en", title: "Bare" });
    const bare = (await listLivePromotions(db, "en", new Date())).find((p) => p.id === "no-terms");
    expect(bare).toMatchObject({
      wageringMultiplier: null,
      minOdds: null,
      maxCashout: null,
      termsUrl: null,
      termsVerifiedAt: null,
    });
  });

  it("shows a promotion only inside its start and end dates", async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date("2026-06-15T12:00:00Z");
    await db.insert(promotions).values([
      {
        id: "window-now",
        bonusType: "free_bet",
        startAt: new Date(now.getTime() - day),
        endAt: new Date(now.getTime() + day),
      },
      { id: "window-ended", bonusType: "free_bet", endAt: new Date(now.getTime() - 1) },
      { id: "window-later", bonusType: "free_bet", startAt: new Date(now.getTime() + 1) },
    ]);
    await db.insert(promotionsI18n).values(
      ["window-now", "window-ended", "window-later"].map((promotionId) => ({
        promotionId,
        locale: "en" as const,
        title: promotionId,
      })),
    );
    const ids = (await listLivePromotions(db, "en", now)).map((promotion) => promotion.id);
    expect(ids).toContain("window-now");
    expect(ids).not.toContain("window-ended");
    expect(ids).not.toContain("window-later");
    const afterTheEnd = (await listLivePromotions(db, "en", new Date(now.getTime() + 2 * day))).map(
      (p) => p.id,
    );
    expect(afterTheEnd).not.toContain("window-now");
  });
});

describe("uiStringsForLocale", () => {
  it("maps every key to the text of one language", async () => {
    expect(await uiStringsForLocale(db, "uk")).toMatchObject({ "nav.home": "Головна" });
  });

  it("falls back to the English text for a blank or missing translation, and to the key without one", async () => {
    await db
      .insert(uiStrings)
      .values([{ key: "catalog.english_only", en: "Only English", he: "" }, { key: "catalog.untranslated" }]);
    expect(await uiStringsForLocale(db, "he")).toMatchObject({
      "catalog.english_only": "Only English",
      "catalog.untranslated": "catalog.untranslated",
    });
  });
});
