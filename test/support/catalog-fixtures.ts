import { uiStrings } from "#schema/content";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { externalRatings, reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "#worker/lib/db";

/** A licence in force that the regulator's register confirms: the provider's offers and links show. */
export const CONFIRMED_LICENCE = { licenseStatus: "licensed", registerCheck: "confirmed" } as const;

/**
 * A small catalogue for API and service tests: two active providers with a confirmed licence (one
 * translated only into English), one inactive, an active promotion with structured terms and an inactive one, two UI
 * strings.
 */
export async function insertCatalogFixtures(db: Db) {
  await db.batch([
    db.insert(providers).values({
      id: "p-active",
      brand: "Zeta Bet",
      domain: "zeta.example",
      licenseId: "L-1",
      priority: 5,
      ...CONFIRMED_LICENCE,
    }),
    db.insert(providers).values({
      id: "p-low",
      brand: "Alpha Bet",
      domain: "alpha.example",
      licenseId: "L-2",
      priority: 1,
      ...CONFIRMED_LICENCE,
    }),
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

/** Reviewers, in the order of their reviews (the first wrote the newest). */
export const REVIEW_FIXTURE_STARS = [5, 5, 4, 4, 4, 3, 2, 1, 5, 4, 3, 5] as const;

/**
 * For the provider page's reads, on top of the catalogue: twelve approved reviews of "p-active"
 * (one a day, newest first, ratings REVIEW_FIXTURE_STARS), one pending and one rejected 1-star
 * review that must never count, two external ratings, and three onboarding steps (the third inactive,
 * the second only in English).
 */
export async function insertProviderPageFixtures(db: Db) {
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 31);
  const reviewers = [...REVIEW_FIXTURE_STARS, 1, 1].map((_, index) => ({
    id: `reviewer-${index}`,
    email: `reviewer-${index}@example.com`,
    firstName: index === 1 ? null : `Reviewer${index}`,
    lastName: index === 1 ? null : "Fixture",
  }));
  await db.batch([
    db.insert(providerOnboardingSteps).values([
      { id: "step-1", providerId: "p-active", stepNumber: 1 },
      { id: "step-2", providerId: "p-active", stepNumber: 2 },
      { id: "step-3", providerId: "p-active", stepNumber: 3, active: false },
    ]),
    ...reviewers.map((reviewer) => db.insert(users).values(reviewer)),
    // One statement per row: D1 binds at most 100 values per statement.
    ...[
      ...REVIEW_FIXTURE_STARS.map((rating, index) => ({
        id: `review-${String(index).padStart(2, "0")}`,
        providerId: "p-active",
        userId: `reviewer-${index}`,
        rating,
        reviewText: `Review number ${index} <b>as typed</b>`,
        status: "approved" as const,
        createdAt: new Date(start - index * day),
      })),
      { providerId: "p-active", userId: "reviewer-12", rating: 1, status: "pending" as const },
      { providerId: "p-active", userId: "reviewer-13", rating: 1, status: "rejected" as const },
      { providerId: "p-off", userId: "reviewer-0", rating: 5, status: "approved" as const },
    ].map((review) => db.insert(reviews).values(review)),
    db.insert(externalRatings).values([
      {
        id: "ext-tp",
        providerId: "p-active",
        source: "trustpilot",
        rating: 4.2,
        scale: 5,
        reviewCount: 120,
        url: "https://trustpilot.example/zeta",
      },
      { id: "ext-cg", providerId: "p-active", source: "casino_guru", rating: 8.5, scale: 10, reviewCount: 0 },
    ]),
    db.insert(providerOnboardingStepTranslations).values([
      { stepId: "step-1", locale: "en", title: "Register", description: "Open an account." },
      { stepId: "step-1", locale: "el", title: "Εγγραφή", description: "Ανοίξτε λογαριασμό." },
      { stepId: "step-2", locale: "en", title: "Verify", description: "Upload your ID." },
      { stepId: "step-3", locale: "en", title: "Hidden", description: "Inactive step." },
    ]),
  ]);
}
