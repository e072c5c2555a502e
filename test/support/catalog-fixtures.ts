import { uiStrings } from "#schema/content";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import type { Db } from "#worker/lib/db";

/**
 * A small catalogue for API and service tests: two active providers (one translated only into
 * English), one inactive, an active promotion with structured terms and an inactive one, two UI
 * strings.
 */
export async function insertCatalogFixtures(db: Db) {
  await db.batch([
    db
      .insert(providers)
      .values({ id: "p-active", brand: "Zeta Bet", domain: "zeta.example", licenseId: "L-1", priority: 5 }),
    db
      .insert(providers)
      .values({ id: "p-low", brand: "Alpha Bet", domain: "alpha.example", licenseId: "L-2", priority: 1 }),
    db
      .insert(providers)
      .values({ id: "p-off", brand: "Gone Bet", domain: "gone.example", licenseId: "L-3", active: false }),
    db.insert(providersI18n).values([
      { providerId: "p-active", locale: "en", slug: "zeta", overview: "English overview" },
      { providerId: "p-active", locale: "el", slug: "zeta", overview: "Ελληνική περιγραφή" },
      { providerId: "p-low", locale: "en", slug: "alpha", overview: "Only English" },
    ]),
    db.insert(promotions).values([
      {
        id: "promo-on",
        providerId: "p-active",
        bonusType: "welcome",
        priority: 3,
        wageringMultiplier: 6,
        minOdds: 1.8,
        maxCashout: 50,
        termsUrl: "https://zeta.example/promotions/welcome/terms",
        termsVerifiedAt: new Date("2026-03-02T10:00:00Z"),
      },
      { id: "promo-off", providerId: "p-active", bonusType: "cashback", active: false },
    ]),
    db.insert(promotionsI18n).values([
      { promotionId: "promo-on", locale: "en", title: "Welcome 100%" },
      { promotionId: "promo-on", locale: "el", title: "Καλωσόρισμα 100%" },
      { promotionId: "promo-off", locale: "en", title: "Hidden cashback" },
    ]),
    db.insert(uiStrings).values([
      { key: "nav.home", el: "Αρχική", en: "Home", ru: "Главная", he: "ראשי", uk: "Головна", fr: "Accueil" },
      {
        key: "notfound.title",
        el: "404 Η σελίδα δεν βρέθηκε",
        en: "404 Page Not Found",
        ru: "404 Страница не найдена",
        he: "404 הדף לא נמצא",
        uk: "404 Сторінку не знайдено",
        fr: "404 Page introuvable",
      },
    ]),
  ]);
}
