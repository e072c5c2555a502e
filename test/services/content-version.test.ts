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

/** How far `write` moves the content version. */
async function moves(write: () => Promise<unknown>) {
  const before = await version();
  await write();
  return (await version()) - before;
}

async function withReview(status: "pending" | "approved") {
  await db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" });
  await db.insert(users).values({ id: "u1", email: "u1@example.com", username: "eleni" });
  await db.insert(reviews).values({ id: "r1", providerId: "p1", userId: "u1", rating: 5, status });
}

describe("the content version", () => {
  it("starts as one row at 0", async () => {
    expect(await db.select().from(contentVersion)).toEqual([{ id: 1, version: 0 }]);
  });

  it("moves with every insert, update and delete of public content, in the writing transaction", async () => {
    expect(
      await moves(() =>
        db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" }),
      ),
    ).toBe(1);
    expect(
      await moves(() => db.insert(providersI18n).values({ providerId: "p1", locale: "en", slug: "zeta" })),
    ).toBe(1);
    expect(
      await moves(() => db.update(providers).set({ brand: "Zeta Bet" }).where(eq(providers.id, "p1"))),
    ).toBe(1);
    expect(await moves(() => db.insert(uiStrings).values({ key: "nav.home", en: "Home" }))).toBe(1);
    // Deleting the provider deletes its translation with it: one step each.
    expect(await moves(() => db.delete(providers).where(eq(providers.id, "p1")))).toBe(2);
  });

  it("stays when a write fails: the bump is part of the refused statement", async () => {
    await db.insert(providers).values({ id: "p1", brand: "Zeta", domain: "zeta.example", licenseId: "L-1" });
    const refused = db
      .insert(providers)
      .values({ id: "p1", brand: "Again", domain: "z.example", licenseId: "L-2" });
    expect(await moves(() => refused.catch(() => undefined))).toBe(0);
  });

  it("ignores a pending review, and moves when one is approved, voted on while approved or withdrawn", async () => {
    expect(await moves(() => withReview("pending"))).toBe(1); // the provider; a new user or pending review shows nowhere
    expect(await moves(() => db.update(reviews).set({ rating: 4 }).where(eq(reviews.id, "r1")))).toBe(0);
    expect(
      await moves(() => db.update(reviews).set({ status: "approved" }).where(eq(reviews.id, "r1"))),
    ).toBe(1);
    expect(await moves(() => db.update(reviews).set({ helpfulCount: 1 }).where(eq(reviews.id, "r1")))).toBe(
      1,
    );
    expect(await moves(() => db.delete(reviews).where(eq(reviews.id, "r1")))).toBe(1);
  });

  it("moves for a user's public name and contest eligibility, not for their other fields", async () => {
    await withReview("approved");
    const update = (values: Partial<typeof users.$inferInsert>) =>
      moves(() => db.update(users).set(values).where(eq(users.id, "u1")));
    expect(await update({ locale: "el", updatedAt: new Date() })).toBe(0);
    expect(await update({ username: "eleni" })).toBe(0); // unchanged
    expect(await update({ username: "eleni_g" })).toBe(1);
    expect(await update({ emailVerified: true })).toBe(1);
  });
});
