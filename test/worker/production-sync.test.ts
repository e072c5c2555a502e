import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProductionSyncCounts, ProductionSyncStatus } from "#schema/api/admin-production-sync";
import { auditLog } from "#schema/audit";
import { banners, bannersI18n } from "#schema/banners";
import { contentVersion, emailTemplates, uiStrings } from "#schema/content";
import { providerOnboardingSteps, providerOnboardingStepTranslations } from "#schema/onboarding";
import { promotions, promotionsI18n, promotionTermsChanges } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { externalRatings, reviews, reviewVotes } from "#schema/reviews";
import { users } from "#schema/users";
import { createDb } from "#worker/lib/db";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

const CONTENT_TABLES = [
  "providers",
  "providers_i18n",
  "promotions",
  "promotions_i18n",
  "external_ratings",
  "provider_onboarding_steps",
  "provider_onboarding_step_translations",
  "banners",
  "banners_i18n",
  "ui_strings",
  "email_templates",
];
const USER_TABLES = ["users", "reviews", "review_votes"];

const prod = () => createDb(env.PROD_DB!);

/** Every row of the tables, exactly as stored. */
async function dump(database: D1Database, tables: string[]) {
  const results = await database.batch<Record<string, unknown>>(
    tables.map((table) => database.prepare(`SELECT * FROM "${table}" ORDER BY "id"`)),
  );
  return Object.fromEntries(tables.map((table, index) => [table, results[index]!.results]));
}

let admin: { cookie: string; userId: string };
let editor: { cookie: string; userId: string };

beforeAll(async () => {
  admin = await signIn("sync-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  editor = await signIn("sync-editor@example.com");
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
});

const sync = (cookie = admin.cookie, bindings = {}) =>
  call("/api/admin/sync-to-production", { ...jsonWrite("POST", undefined, cookie), body: null }, bindings);

const status = async () => {
  const response = await call("/api/admin/production-sync", { headers: { cookie: admin.cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as ProductionSyncStatus;
};

/**
 * This database: providers Alpha and Beta (Beta now holds the el slug 'alpha-el' that Alpha had
 * when production was last synced), a promotion, a rating, an onboarding step, a banner, two UI
 * strings, a mail template as edited here. Production: last sync's Alpha, a provider Gone deleted here
 * since, a UI string key under another id, the same mail template's older text under another id, and
 * its own users, reviews (of Alpha and of Gone) and a vote.
 */
beforeEach(async () => {
  for (const database of [env.DB, env.PROD_DB!]) {
    await database.batch(
      [...CONTENT_TABLES].reverse().map((table) => database.prepare(`DELETE FROM "${table}"`)),
    );
  }
  await env.PROD_DB!.batch(USER_TABLES.map((table) => env.PROD_DB!.prepare(`DELETE FROM "${table}"`)));
  const here = db();
  const provider = { domain: "example.com", licenseId: "L-1" };
  await here.batch([
    here.insert(providers).values([
      { id: "p-alpha", brand: "Alpha Bet", ...provider, payments: ["Visa", "Revolut"], priority: 5 },
      { id: "p-beta", brand: "Beta Bet", ...provider, active: false },
    ]),
    here.insert(providersI18n).values([
      {
        id: "pi-alpha-en",
        providerId: "p-alpha",
        locale: "en",
        slug: "alpha",
        faq: [{ question: "Q", answer: "A" }],
      },
      {
        id: "pi-alpha-el",
        providerId: "p-alpha",
        locale: "el",
        slug: "alpha-new",
        overview: "Ελληνικά «κείμενο»",
      },
      { id: "pi-beta-el", providerId: "p-beta", locale: "el", slug: "alpha-el" },
    ]),
    here.insert(promotions).values({ id: "pr-1", providerId: "p-alpha", bonusType: "welcome", minOdds: 1.5 }),
    here
      .insert(promotionsI18n)
      .values({ id: "pri-1", promotionId: "pr-1", locale: "en", title: "100% up to €50" }),
    here
      .insert(externalRatings)
      .values({ id: "er-1", providerId: "p-alpha", source: "trustpilot", rating: 4, scale: 5 }),
    here.insert(providerOnboardingSteps).values({ id: "st-1", providerId: "p-alpha", stepNumber: 1 }),
    here.insert(providerOnboardingStepTranslations).values({
      id: "stt-1",
      stepId: "st-1",
      locale: "en",
      title: "Sign up",
      description: "Open an account",
    }),
    here.insert(banners).values({
      id: "b-1",
      name: "Spring",
      placement: "hero",
      ruleJson: { pages: ["home"], startDate: null, endDate: null },
    }),
    here
      .insert(bannersI18n)
      .values({ id: "bi-1", bannerId: "b-1", locale: "en", content: "Hello", ctaUrl: null }),
    here.insert(uiStrings).values([
      { id: "ui-1", key: "sync.greeting", en: "Hello", el: "Γεια" },
      { id: "ui-2", key: "sync.bye", en: "Bye" },
    ]),
    here.insert(emailTemplates).values({
      id: "mail-1",
      name: "verification",
      locale: "en",
      subject: "Confirm your address (edited)",
      htmlContent: "<p>{link}</p>",
    }),
  ]);
  const there = prod();
  await there.batch([
    there.insert(providers).values([
      { id: "p-alpha", brand: "Alpha (old)", ...provider },
      { id: "p-gone", brand: "Gone Bet", ...provider },
    ]),
    there.insert(providersI18n).values([
      { id: "pi-alpha-el", providerId: "p-alpha", locale: "el", slug: "alpha-el" },
      { id: "pi-gone-en", providerId: "p-gone", locale: "en", slug: "alpha" },
    ]),
    there.insert(uiStrings).values({ id: "ui-prod-own-id", key: "sync.greeting", en: "Hi (old)" }),
    there.insert(emailTemplates).values({
      id: "mail-prod-own-id",
      name: "verification",
      locale: "en",
      subject: "Confirm your address",
      htmlContent: "<p>{link}</p>",
    }),
    there.insert(users).values([
      { id: "u-reader", email: "reader@example.com" },
      { id: "u-voter", email: "voter@example.com" },
    ]),
    there.insert(reviews).values([
      { id: "r-alpha", providerId: "p-alpha", userId: "u-reader", rating: 5, status: "approved" },
      { id: "r-gone", providerId: "p-gone", userId: "u-reader", rating: 2 },
    ]),
    there
      .insert(reviewVotes)
      .values({ id: "v-1", reviewId: "r-alpha", userId: "u-voter", voteType: "helpful" }),
  ]);
});

const EXPECTED: ProductionSyncCounts = {
  providers: 2,
  promotions: 1,
  uiStrings: 2,
  externalRatings: 1,
  onboardingSteps: 1,
  banners: 1,
};

describe("GET /api/admin/production-sync", () => {
  it("says a production database is bound and counts what a sync would copy", async () => {
    expect(await status()).toEqual({ configured: true, counts: EXPECTED });
  });
});

describe("POST /api/admin/sync-to-production", () => {
  it("answers the synced counts, and production then holds exactly this database's content", async () => {
    const response = await sync();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(EXPECTED);
    expect(await dump(env.PROD_DB!, CONTENT_TABLES)).toEqual(await dump(env.DB, CONTENT_TABLES));
    // The slug Alpha had in el is Beta's now, and the UI string key kept its text under this id.
    const [beta] = await prod().select().from(providersI18n).where(eq(providersI18n.slug, "alpha-el"));
    expect(beta?.providerId).toBe("p-beta");
    expect(
      await prod()
        .select({ id: uiStrings.id, en: uiStrings.en })
        .from(uiStrings)
        .where(eq(uiStrings.key, "sync.greeting")),
    ).toEqual([{ id: "ui-1", en: "Hello" }]);
    expect(
      await prod().select({ id: emailTemplates.id, subject: emailTemplates.subject }).from(emailTemplates),
    ).toEqual([{ id: "mail-1", subject: "Confirm your address (edited)" }]);
  });

  it("moves production's content version, so production's page caches drop the old pages at once", async () => {
    const version = async () => (await prod().select().from(contentVersion))[0]!.version;
    const before = await version();
    expect((await sync()).status).toBe(200);
    expect(await version()).not.toBe(before);
  });

  it("is audited here with the counts", async () => {
    expect((await sync()).status).toBe(200);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "production.sync"));
    expect(audits.at(-1)).toMatchObject({ actorUserId: admin.userId, detailsJson: EXPECTED });
  });

  it("run twice leaves identical rows in production", async () => {
    expect((await sync()).status).toBe(200);
    const first = await dump(env.PROD_DB!, [...CONTENT_TABLES, ...USER_TABLES]);
    expect((await sync()).status).toBe(200);
    expect(await dump(env.PROD_DB!, [...CONTENT_TABLES, ...USER_TABLES])).toEqual(first);
  });

  it("deletes in production what was deleted here", async () => {
    expect((await sync()).status).toBe(200);
    const here = db();
    await here.batch([
      here.delete(providers).where(eq(providers.id, "p-beta")),
      here.delete(promotions).where(eq(promotions.id, "pr-1")),
      here.delete(uiStrings).where(eq(uiStrings.key, "sync.bye")),
    ]);
    expect(await (await sync()).json()).toEqual({ ...EXPECTED, providers: 1, promotions: 0, uiStrings: 1 });
    const there = prod();
    expect(await there.select({ id: providers.id }).from(providers)).toEqual([{ id: "p-alpha" }]);
    expect(await there.select().from(providersI18n).where(eq(providersI18n.providerId, "p-beta"))).toEqual(
      [],
    );
    expect(await there.select().from(promotions)).toEqual([]);
    expect(await there.select().from(promotionsI18n)).toEqual([]);
    expect((await there.select({ key: uiStrings.key }).from(uiStrings)).map((row) => row.key)).toEqual([
      "sync.greeting",
    ]);
  });

  it("never touches production's users, votes and reviews of providers that still exist", async () => {
    const before = await dump(env.PROD_DB!, USER_TABLES);
    expect((await sync()).status).toBe(200);
    const after = await dump(env.PROD_DB!, USER_TABLES);
    expect(after.users).toEqual(before.users);
    expect(after.review_votes).toEqual(before.review_votes);
    // The review of Alpha (updated in place) stays; the provider deleted here took its reviews along.
    expect(after.reviews).toEqual(before.reviews!.filter((review) => review.id === "r-alpha"));
    const [alpha] = await prod().select().from(providers).where(eq(providers.id, "p-alpha"));
    expect(alpha).toMatchObject({ brand: "Alpha Bet", payments: ["Visa", "Revolut"], priority: 5 });
  });

  it("copies the history of promotions' terms; who made a change, only where production has that account", async () => {
    const change = { promotionId: "pr-1", changes: [{ field: "minOdds", before: 1.8, after: 1.5 }] };
    const at = new Date("2026-11-20T09:00:00Z");
    await db()
      .insert(promotionTermsChanges)
      .values([
        { id: "tc-here", ...change, actorUserId: admin.userId, createdAt: at },
        { id: "tc-both", ...change, actorUserId: editor.userId, createdAt: at },
      ]);
    await prod().insert(users).values({ id: editor.userId, email: "sync-editor@example.com" });
    expect((await sync()).status).toBe(200);
    expect(await prod().select().from(promotionTermsChanges).orderBy(promotionTermsChanges.id)).toEqual([
      { id: "tc-both", ...change, actorUserId: editor.userId, createdAt: at },
      { id: "tc-here", ...change, actorUserId: null, createdAt: at },
    ]);
  });

  it("changes nothing in production when production refuses part of the copy", async () => {
    // A production database a migration behind: one content table lacks a column.
    await env.PROD_DB!.prepare(`ALTER TABLE "banners_i18n" DROP COLUMN "cta_url"`).run();
    const before = await dump(env.PROD_DB!, [...CONTENT_TABLES, ...USER_TABLES]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await sync();
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ messageKey: "admin.error.production_sync_failed" });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    expect(await dump(env.PROD_DB!, [...CONTENT_TABLES, ...USER_TABLES])).toEqual(before);
    await env.PROD_DB!.prepare(`ALTER TABLE "banners_i18n" ADD COLUMN "cta_url" text(500)`).run();
  });
});

describe("PROD_DB bound to this same database by mistake", () => {
  it("changes nothing: the copy writes back the rows it read", async () => {
    const before = await dump(env.DB, CONTENT_TABLES);
    expect((await sync(admin.cookie, { PROD_DB: env.DB })).status).toBe(200);
    expect(await dump(env.DB, CONTENT_TABLES)).toEqual(before);
  });
});

describe("without a production database", () => {
  it("the sync answers 503 with a message saying so, and the status says it is not configured", async () => {
    const response = await sync(admin.cookie, { PROD_DB: undefined });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      messageKey: "admin.error.production_not_configured",
      message: expect.stringContaining("PROD_DB"),
    });
    const page = await call(
      "/api/admin/production-sync",
      { headers: { cookie: admin.cookie } },
      { PROD_DB: undefined },
    );
    expect(await page.json()).toEqual({ configured: false, counts: EXPECTED });
  });
});

describe("permission", () => {
  it("an editor may neither see nor start a sync", async () => {
    expect((await sync(editor.cookie)).status).toBe(403);
    expect((await call("/api/admin/production-sync", { headers: { cookie: editor.cookie } })).status).toBe(
      403,
    );
    expect(await prod().select().from(providers)).toHaveLength(2);
  });
});
