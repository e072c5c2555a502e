import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { contentVersion, uiStrings } from "#schema/content";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
beforeEach(async () => {
  ({ db } = await createTestDb());
});

const version = async () => (await db.select().from(contentVersion))[0]!.version;

/** Whether `write` gives the content version a new value. */
async function moves(write: () => Promise<unknown>) {
  const before = await version();
  await write();
  return (await version()) !== before;
}

async function withReviewer() {
  await db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" });
  await db.insert(users).values({ id: "u1", email: "u1@example.com", username: "eleni" });
}

const review = (status: "pending" | "approved") =>
  db.insert(reviews).values({ id: "r1", providerId: "p1", userId: "u1", rating: 5, status });

describe("the content version", () => {
  it("is one row with a random value, never the same in two databases", async () => {
    const [row] = await db.select().from(contentVersion);
    expect(row).toEqual({ id: 1, version: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const { db: other } = await createTestDb();
    expect((await other.select().from(contentVersion))[0]!.version).not.toBe(row!.version);
  });

  it("stays for a new user: no page shows one", async () => {
    expect(await moves(() => db.insert(users).values({ id: "u2", email: "u2@example.com" }))).toBe(false);
  });

  it("moves with every insert, update and delete of public content, in the writing transaction", async () => {
    expect(
      await moves(() =>
        db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" }),
      ),
    ).toBe(true);
    expect(
      await moves(() => db.insert(providersI18n).values({ providerId: "p1", locale: "en", slug: "zeta" })),
    ).toBe(true);
    expect(
      await moves(() => db.update(providers).set({ brand: "Zeta Bet" }).where(eq(providers.id, "p1"))),
    ).toBe(true);
    expect(await moves(() => db.insert(uiStrings).values({ key: "nav.home", en: "Home" }))).toBe(true);
    expect(await moves(() => db.delete(providers).where(eq(providers.id, "p1")))).toBe(true);
  });

  it("stays when a write fails: the bump is part of the refused statement", async () => {
    await db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" });
    const refused = db
      .insert(providers)
      .values({ id: "p1", brand: "Again", domain: "z.example", licenseId: "L-2" });
    expect(await moves(() => refused.catch(() => undefined))).toBe(false);
  });

  it("ignores a pending review, and moves when one is approved, voted on while approved or withdrawn", async () => {
    await withReviewer();
    expect(await moves(() => review("pending"))).toBe(false);
    expect(await moves(() => db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, "r1")))).toBe(false);
    expect(
      await moves(() => db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, "r1"))),
    ).toBe(true);
    expect(await moves(() => db.update(reviews).set({ helpfulCount: 1 }).where(eq(reviews.id, "r1")))).toBe(
      true,
    );
    expect(await moves(() => db.delete(reviews).where(eq(reviews.id, "r1")))).toBe(true);
  });

  it("moves for a user's public name and contest eligibility, not for their other fields", async () => {
    await withReviewer();
    await review("approved");
    const update = (values: Partial<typeof users.$inferInsert>) =>
      moves(() => db.update(users).set(values).where(eq(users.id, "u1")));
    expect(await update({ locale: "el", updatedAt: new Date() })).toBe(false);
    expect(await update({ username: "eleni" })).toBe(false); // unchanged
    expect(await update({ username: "eleni_g" })).toBe(true);
    expect(await update({ emailVerified: true })).toBe(true);
  });
});
