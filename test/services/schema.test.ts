import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqItemSchema, providers, providersI18n } from "#schema/providers";
import { promotions } from "#schema/promotions";
import { externalRatings, reviews } from "#schema/reviews";
import { paymentMethodInputSchema } from "#schema/api/payment-method";
import { users } from "#schema/users";
import { profileUpdateSchema } from "#schema/api/profile";
import { catalogueText } from "../support/catalogue-text";
import { createTestDb } from "../support/libsql-db";

const SPEC_TABLES = [
  "sessions",
  "users",
  "providers",
  "providers_i18n",
  "promotions",
  "promotions_i18n",
  "banners",
  "banners_i18n",
  "ui_strings",
  "tracking_events",
  "email_templates",
  "newsletter_subscribers",
  "external_ratings",
  "reviews",
  "review_votes",
  "provider_onboarding_steps",
  "provider_onboarding_step_translations",
  "user_payment_methods",
  "review_limits",
  "review_leaderboards",
  "prize_awards",
  "audit_log",
  "email_outbox",
];

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const providerValues = { brand: "Harbour Bet", domain: "harbourbet.example", licenseId: "CY-1" };

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    // drizzle wraps the driver error; the SQLite message sits on the cause.
    const cause = (error as { cause?: unknown }).cause;
    return String(cause instanceof Error ? cause.message : error);
  }
  throw new Error("expected the statement to fail");
}

describe("database schema (migrations applied to libSQL)", () => {
  it("creates every table of the schema", async () => {
    const { client } = await createTestDb();
    const result = await client.execute("select name from sqlite_master where type = 'table'");
    const names = result.rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(SPEC_TABLES));
  });

  it("refuses an enum value outside the list through a CHECK constraint", async () => {
    const { client } = await createTestDb();
    const message = await errorOf(
      client.execute("insert into users (email, role) values ('a@example.com', 'superuser')"),
    );
    expect(message).toMatch(/CHECK constraint failed/);
  });

  it("gives rows inserted with raw SQL a UUID id and a millisecond timestamp", async () => {
    const { db, client } = await createTestDb();
    await client.execute(
      "insert into providers (brand, domain, license_id) values ('Raw', 'raw.example', 'CY-9')",
    );
    const [row] = await db.select().from(providers);
    expect(row?.id).toMatch(UUID_V4);
    expect(row?.active).toBe(true);
    expect(row?.featured).toBe(false);
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("gives a provider inserted through drizzle a UUID id", async () => {
    const { db } = await createTestDb();
    const [row] = await db.insert(providers).values(providerValues).returning();
    expect(row?.id).toMatch(UUID_V4);
  });

  it("deletes a provider's translations, promotions, reviews and external ratings with it", async () => {
    const { db } = await createTestDb();
    const [provider] = await db.insert(providers).values(providerValues).returning();
    const [user] = await db.insert(users).values({ email: "u@example.com" }).returning();
    const providerId = provider!.id;
    await db.insert(providersI18n).values({ providerId, locale: "en", slug: "harbour-bet" });
    await db.insert(promotions).values({ providerId, bonusType: "welcome" });
    await db.insert(reviews).values({ providerId, userId: user!.id, rating: 5 });
    await db.insert(externalRatings).values({ providerId, source: "trustpilot", rating: 4.2, scale: 5 });

    await db.delete(providers).where(eq(providers.id, providerId));

    for (const table of [providersI18n, promotions, reviews, externalRatings]) {
      const [{ count } = { count: -1 }] = await db.select({ count: sql<number>`count(*)` }).from(table);
      expect(count).toBe(0);
    }
  });

  it("takes external ratings from an 'other' source, one per provider and source, and no unknown source", async () => {
    const { db } = await createTestDb();
    const [provider] = await db.insert(providers).values(providerValues).returning();
    const rating = { providerId: provider!.id, source: "other" as const, rating: 7.5, scale: 10 };
    await db.insert(externalRatings).values(rating);
    expect(await errorOf(db.insert(externalRatings).values(rating))).toMatch(/UNIQUE constraint failed/);
    const unknown = { ...rating, source: "yelp" as "other" };
    expect(await errorOf(db.insert(externalRatings).values(unknown))).toMatch(/CHECK constraint failed/);
  });

  it("allows one review per user per provider", async () => {
    const { db } = await createTestDb();
    const [provider] = await db.insert(providers).values(providerValues).returning();
    const [user] = await db.insert(users).values({ email: "u@example.com" }).returning();
    const review = { providerId: provider!.id, userId: user!.id, rating: 4 };
    await db.insert(reviews).values(review);
    const message = await errorOf(db.insert(reviews).values({ ...review, rating: 2 }));
    expect(message).toMatch(/UNIQUE constraint failed/);
  });
});

describe("zod schemas", () => {
  it("gives the profile form the catalogue's messages", () => {
    const result = profileUpdateSchema.safeParse({ username: "ab", firstName: "", lastName: " " });
    const messages = result.error?.issues.map((issue) => catalogueText(issue.message));
    expect(messages).toEqual([
      "Username must be at least 3 characters",
      "First name is required",
      "Last name is required",
    ]);
    const badChars = profileUpdateSchema.safeParse({
      username: "bad name!",
      firstName: "A",
      lastName: "B",
    });
    expect(catalogueText(badChars.error?.issues[0]?.message)).toBe(
      "Username can only contain letters, numbers, and underscores",
    );
  });

  it("drops keys the profile form does not own", () => {
    const parsed = profileUpdateSchema.parse({
      username: "maria_k",
      firstName: "Maria",
      lastName: "K",
      role: "admin",
    });
    expect(parsed).toEqual({ username: "maria_k", firstName: "Maria", lastName: "K" });
  });

  it("rejects a FAQ entry that is blank after trimming", () => {
    expect(faqItemSchema.safeParse({ question: "   ", answer: "Yes" }).success).toBe(false);
    expect(faqItemSchema.safeParse({ question: "Q?", answer: "\n\t" }).success).toBe(false);
    expect(faqItemSchema.parse({ question: " Q? ", answer: " A " })).toEqual({
      question: "Q?",
      answer: "A",
    });
  });

  it("requires the account e-mail of a Paysafe payout method", () => {
    const missing = paymentMethodInputSchema.safeParse({
      method: "paysafe",
      details: { accountId: "123" },
    });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["details", "accountEmail"]);
    const complete = paymentMethodInputSchema.safeParse({
      method: "paysafe",
      details: { accountId: "123", accountEmail: "me@example.com" },
    });
    expect(complete.success).toBe(true);
  });
});
