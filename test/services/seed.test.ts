import { count, eq, inArray, isNotNull } from "drizzle-orm";
import { userPaymentMethods } from "#schema/contest";
import { DEV_PAYOUT_KEY } from "#worker/lib/config";
import { importPayoutKey } from "#worker/lib/crypto";
import { getPaymentMethod } from "#worker/services/payment-methods";
import { beforeAll, describe, expect, it } from "vitest";
import { emailTemplates, uiStrings } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { BONUS_TYPES } from "#schema/enums";
import { nicosiaDate } from "#schema/cyprus-time";
import { blockedDomains, registerEntries, registerImports } from "#schema/licence-register";
import { LOCALES } from "#schema/locales";
import { onboardingStepFieldsSchema, onboardingStepTranslationSchema } from "#schema/onboarding";
import {
  promotionI18nInputSchema,
  promotionInsertSchema,
  promotions,
  promotionsI18n,
  promotionTermsChanges,
} from "#schema/promotions";
import { providerI18nInputSchema, providerInsertSchema, providers, providersI18n } from "#schema/providers";
import { externalRatingInputSchema, reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import { providerScores } from "#schema/provider-scores";
import { COMPLAINT_RULES } from "#schema/score-method";
import { providerByKey } from "#seed/data/providers";
import { ADMIN_USER_ID } from "#seed/data/users";
import {
  complaintFiguresByProvider,
  complaintStatsSince,
  publicCasesSince,
} from "#worker/services/complaint-stats";
import { buildSeedRows } from "#seed/rows/seed-rows";
import {
  addMissingEmailTemplates,
  addMissingUiStrings,
  isDatabaseEmpty,
  seedDatabase,
  type SeedCounts,
} from "#seed/seed-database";
import { UI_STRINGS } from "#seed/ui-strings";
import { createTestDb, type TestDb } from "../support/libsql-db";

// A fixed "today" keeps the assertions about running, future and ended promotions deterministic.
const TODAY = new Date("2026-05-14T10:30:00Z");

/** Tables the seed fills; every column must hold a value in at least one row, except these. */
const FILLED_TABLES = [
  ...["providers", "providers_i18n", "promotions", "promotions_i18n", "external_ratings", "users"],
  ...["provider_onboarding_steps", "provider_onboarding_step_translations", "user_payment_methods"],
  ...["reviews", "review_votes", "review_limits", "review_fingerprints", "email_templates", "ui_strings"],
  "promotion_terms_changes",
  ...["complaints", "complaint_events", "complaint_messages"],
  ...["register_imports", "register_entries", "blocked_domains"],
];
// Set on the first sign-in with the identity provider, and when a user deletes their account.
const ALWAYS_NULL = new Set(["users.oidc_issuer", "users.oidc_subject", "users.deleted_at"]);

describe("demo seed", () => {
  let db: TestDb;
  let client: Awaited<ReturnType<typeof createTestDb>>["client"];
  let counts: SeedCounts;

  beforeAll(async () => {
    ({ db, client } = await createTestDb());
    expect(await isDatabaseEmpty(db)).toBe(true);
    counts = await seedDatabase(db, { today: TODAY });
  });

  it("seeds complaints across the statuses, so the statistics and the score's complaint component show real figures", async () => {
    const figures = complaintFiguresByProvider(await publicCasesSince(db, complaintStatsSince(TODAY)));
    expect(figures.get(providerByKey("aegeanbet").id)).toEqual({
      filed: 3,
      resolved: 2,
      noResponse: 0,
      medianDaysToResolve: 9,
    });
    expect(figures.get(providerByKey("aphrodite").id)).toMatchObject({
      filed: 2,
      resolved: 0,
      noResponse: 1,
    });
    // The unforwarded case is not public: mouflon counts only the forwarded one.
    expect(figures.get(providerByKey("mouflon").id)).toMatchObject({ filed: 1 });
    const scored = await db.select().from(providerScores);
    const handling = scored
      .filter((row) => row.score !== null)
      .map((row) => (row.components as Record<string, number>).complaints);
    expect(handling.some((value) => value !== COMPLAINT_RULES.noCase)).toBe(true);
  });

  it("stores payout details encrypted, readable (masked) by the payout service with the dev key", async () => {
    const stored = JSON.stringify(await db.select().from(userPaymentMethods));
    expect(stored).not.toMatch(/CY17|Dmitry Volkov|@example\.com/);
    const [active] = await db
      .select({ userId: userPaymentMethods.userId })
      .from(userPaymentMethods)
      .where(eq(userPaymentMethods.method, "bank_transfer"));
    const method = await getPaymentMethod(db, await importPayoutKey(DEV_PAYOUT_KEY), active!.userId);
    expect(method?.details.iban).toMatch(/^[A-Z]{2}\d{2} \*{4} \*{4} \w{4}$/);
  });

  it("lists at least 10 providers: featured, active only and inactive ones", async () => {
    const rows = await db.select().from(providers);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(counts.providers).toBe(rows.length);
    expect(rows.filter((p) => p.featured && p.active).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((p) => p.active && !p.featured).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((p) => !p.active).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((p) => p.licenseStatus))).toEqual(new Set(["licensed", "suspended", "expired"]));
    expect(rows.filter((p) => p.affiliateUrl === null).length).toBe(2);
    expect(rows.some((p) => p.foundationDate?.startsWith("2026-"))).toBe(true);
  });

  it("translates every provider into all six languages, with a slug and real (not English) text", async () => {
    const rows = await db.select().from(providersI18n);
    for (const provider of await db.select({ id: providers.id }).from(providers)) {
      const mine = rows.filter((r) => r.providerId === provider.id);
      expect(mine.map((r) => r.locale).sort()).toEqual([...LOCALES].sort());
      const english = mine.find((r) => r.locale === "en");
      for (const row of mine) {
        expect(row.slug).toMatch(/^[a-z0-9-]+$/);
        expect(row.faq?.length).toBeGreaterThanOrEqual(2);
        if (row.locale !== "en") {
          expect(row.overview).not.toBe(english?.overview);
          expect(row.faq?.[0]?.question).not.toBe(english?.faq?.[0]?.question);
        }
      }
    }
  });

  it("has at least 15 promotions of all four bonus types, some running, some future, some ended", async () => {
    const rows = await db.select().from(promotions);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((p) => p.bonusType))).toEqual(new Set(BONUS_TYPES));
    const now = TODAY.getTime();
    const running = rows.filter(
      (p) => p.active && (p.startAt?.getTime() ?? 0) <= now && (p.endAt?.getTime() ?? Infinity) >= now,
    );
    expect(running.length).toBeGreaterThanOrEqual(8);
    expect(rows.some((p) => (p.startAt?.getTime() ?? 0) > now)).toBe(true);
    expect(rows.some((p) => (p.endAt?.getTime() ?? Infinity) < now)).toBe(true);
    expect(rows.some((p) => p.providerId === null)).toBe(true);
    expect(rows.some((p) => !p.active)).toBe(true);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(promotionsI18n);
    expect(n).toBe(rows.length * LOCALES.length);
  });

  it("has one promotion whose terms changed within 30 days (its card says so) and one longer ago", async () => {
    const changed = await db
      .select({ id: promotions.id, at: promotions.termsChangedAt })
      .from(promotions)
      .where(isNotNull(promotions.termsChangedAt));
    const daysAgo = changed
      .map(({ at }) => (TODAY.getTime() - at!.getTime()) / 86_400_000)
      .sort((a, b) => a - b);
    expect(daysAgo).toHaveLength(2);
    expect(daysAgo[0]).toBeLessThan(30);
    expect(daysAgo[1]).toBeGreaterThan(30);
    const history = await db.select().from(promotionTermsChanges);
    expect(history.map((row) => [row.promotionId, row.createdAt, row.actorUserId]).sort()).toEqual(
      changed.map(({ id, at }) => [id, at, ADMIN_USER_ID]).sort(),
    );
  });

  it("has an admin account and named, unnamed, verified and unverified reviewers", async () => {
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    expect(admin).toMatchObject({ id: ADMIN_USER_ID, role: "admin", username: "admin", emailVerified: true });
    const analysts = await db.select().from(users).where(eq(users.role, "analyst"));
    expect(analysts.length).toBeGreaterThanOrEqual(6);
    expect(analysts.some((u) => !u.firstName && !u.lastName && !u.username)).toBe(true);
    expect(analysts.some((u) => u.emailVerified)).toBe(true);
    expect(analysts.some((u) => !u.emailVerified)).toBe(true);
  });

  it("keeps each review's helpful and not-helpful counts equal to its votes", async () => {
    const all = await db.select().from(reviews);
    const votes = await db.select().from(reviewVotes);
    expect(votes.length).toBeGreaterThan(0);
    for (const review of all) {
      const mine = votes.filter((v) => v.reviewId === review.id);
      expect(mine.every((v) => v.userId !== review.userId)).toBe(true);
      expect(review.helpfulCount).toBe(mine.filter((v) => v.voteType === "helpful").length);
      expect(review.notHelpfulCount).toBe(mine.filter((v) => v.voteType === "not_helpful").length);
    }
  });

  it("spreads approved, pending and rejected reviews over this month and the last, none in the future", async () => {
    const all = await db.select().from(reviews);
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(["approved", "pending", "rejected"]));
    const months = new Set(all.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months).toEqual(new Set(["2026-04", "2026-05"]));
    expect(all.every((r) => r.createdAt.getTime() <= TODAY.getTime())).toBe(true);
    expect(all.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const lengths = all.map((r) => r.reviewText?.length ?? 0);
    expect(Math.min(...lengths) >= 10 && Math.max(...lengths) <= 2000).toBe(true);
  });

  it("stores every UI string in six non-empty languages, Greek differing from English for most keys", async () => {
    const rows = await db.select().from(uiStrings);
    expect(rows.length).toBe(Object.keys(UI_STRINGS).length);
    for (const row of rows) for (const locale of LOCALES) expect(row[locale]?.trim()).toBeTruthy();
    const greekDiffers = rows.filter((row) => row.el !== row.en).length;
    expect(greekDiffers).toBeGreaterThan(rows.length / 2);
  });

  it("on a later start adds the UI strings a newer version uses, keeping edited texts", async () => {
    const [missing, edited] = Object.keys(UI_STRINGS) as [string, string];
    await db.delete(uiStrings).where(eq(uiStrings.key, missing));
    await db.update(uiStrings).set({ en: "Edited by an admin" }).where(eq(uiStrings.key, edited));
    expect(await addMissingUiStrings(db)).toBe(1);
    const rows = await db
      .select()
      .from(uiStrings)
      .where(inArray(uiStrings.key, [missing, edited]));
    expect(rows.find((row) => row.key === missing)?.en).toBe(UI_STRINGS[missing]?.en);
    expect(rows.find((row) => row.key === edited)?.en).toBe("Edited by an admin");
    expect(await addMissingUiStrings(db)).toBe(0);
    await db.update(uiStrings).set({ en: UI_STRINGS[edited]?.en }).where(eq(uiStrings.key, edited));
  });

  it("on a later start adds the e-mail templates a newer version sends, keeping edited ones", async () => {
    const newsletter = eq(emailTemplates.name, EMAIL_TEMPLATE_NAMES.newsletterConfirm);
    await db.delete(emailTemplates).where(newsletter);
    const verification = eq(emailTemplates.name, EMAIL_TEMPLATE_NAMES.verification);
    await db.update(emailTemplates).set({ subject: "Edited by an admin" }).where(verification);
    expect(await addMissingEmailTemplates(db)).toBe(LOCALES.length);
    expect(await db.$count(emailTemplates, newsletter)).toBe(LOCALES.length);
    expect(
      new Set((await db.select().from(emailTemplates).where(verification)).map((t) => t.subject)),
    ).toEqual(new Set(["Edited by an admin"]));
    expect(await addMissingEmailTemplates(db)).toBe(0);
  });

  it("fills every column of the seeded tables in at least one row", async () => {
    for (const table of FILLED_TABLES) {
      const result = await client.execute(`select * from ${table}`);
      expect(result.rows.length, table).toBeGreaterThan(0);
      for (const column of result.columns.filter((c) => !ALWAYS_NULL.has(`${table}.${c}`))) {
        const filled = result.rows.some((row) => row[column] !== null && row[column] !== "");
        expect(filled, `${table}.${column}`).toBe(true);
      }
    }
  });

  it("carries a register snapshot that confirms exactly the providers marked confirmed, on its day, and a block list", async () => {
    const [snapshot] = await db.select().from(registerImports).where(eq(registerImports.kind, "licences"));
    const entries = await db.select().from(registerEntries).where(eq(registerEntries.importId, snapshot!.id));
    const confirmed = await db.select().from(providers).where(eq(providers.registerCheck, "confirmed"));
    expect(confirmed.length).toBeGreaterThan(0);
    expect(entries.map((e) => [e.providerId, e.status, e.licenceNumber]).sort()).toEqual(
      confirmed.map((p) => [p.id, "active", p.licenseId]).sort(),
    );
    for (const provider of confirmed) {
      expect(provider.licenseVerifiedOn).toBe(nicosiaDate(snapshot!.createdAt));
      expect(provider.licensedDomains).toEqual(entries.find((e) => e.providerId === provider.id)!.domains);
    }
    const blocked = await db.select({ domain: blockedDomains.domain }).from(blockedDomains);
    expect(blocked.map((b) => b.domain)).toContain("example-blocked-bets.test");
  });

  it("is refused by isDatabaseEmpty on a seeded database, and a forced second run changes nothing", async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    await expect(seedDatabase(db, { today: TODAY })).rejects.toThrow(/failed/);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(providers);
    expect(n).toBe(counts.providers);
  });
});

describe("demo seed data", () => {
  it("passes the validation of the admin forms, so editing a seeded row saves unchanged", () => {
    const rows = buildSeedRows(TODAY);
    // The schemas drop the server-owned keys.
    const cases: [string, { safeParse(v: unknown): { success: boolean } }, object[]][] = [
      ["providers", providerInsertSchema, rows.providers],
      ["provider texts", providerI18nInputSchema, rows.providerTranslations],
      ["promotions", promotionInsertSchema, rows.promotions],
      ["promotion texts", promotionI18nInputSchema, rows.promotionTranslations],
      ["ratings", externalRatingInputSchema, rows.externalRatings],
      ["steps", onboardingStepFieldsSchema, rows.onboardingSteps],
      ["step texts", onboardingStepTranslationSchema, rows.onboardingStepTranslations],
    ];
    for (const [name, schema, list] of cases) {
      const failing = list.filter((row) => !schema.safeParse(row).success);
      expect(failing, name).toEqual([]);
    }
  });
});

describe("demo seed failure", () => {
  it("deletes the groups it already wrote when a later group fails", async () => {
    const { db } = await createTestDb();
    // An account holding the admin's e-mail makes the users group fail after the catalogue is written.
    await db.insert(users).values({ email: "admin@example.com", role: "analyst" });
    await expect(seedDatabase(db, { today: TODAY })).rejects.toThrow(/users and reviews failed/);
    expect(await isDatabaseEmpty(db)).toBe(true);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(promotions);
    expect(n).toBe(0);
    expect((await db.select().from(users)).length).toBe(1);
  });

  it("never dates a review in the future, even on the first day of a month", async () => {
    const { db } = await createTestDb();
    const firstOfMonth = new Date("2026-06-01T00:30:00Z");
    await seedDatabase(db, { today: firstOfMonth });
    const all = await db.select().from(reviews);
    expect(all.every((r) => r.createdAt.getTime() <= firstOfMonth.getTime())).toBe(true);
    const months = new Set(all.map((r) => r.createdAt.toISOString().slice(0, 7)));
    expect(months).toEqual(new Set(["2026-05", "2026-06"]));
  });
});
