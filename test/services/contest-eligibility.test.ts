import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { userPaymentMethods } from "#schema/contest";
import { users } from "#schema/users";
import { bytesToBase64, importPayoutKey } from "#worker/lib/crypto";
import { getContestEligibility } from "#worker/services/contest-eligibility";
import { savePaymentMethod } from "#worker/services/payment-methods";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
let key: CryptoKey;
beforeEach(async () => {
  ({ db } = await createTestDb());
  key = await importPayoutKey(bytesToBase64(crypto.getRandomValues(new Uint8Array(32))));
  await db.insert(users).values({
    id: "u-1",
    email: "camille@example.com",
    username: "camille_l",
    firstName: "Camille",
    lastName: "Laurent",
    emailVerified: true,
  });
});

const paysafe = {
  method: "paysafe" as const,
  details: { accountId: "PSF-000-7310", accountEmail: "camille@example.com" },
};

describe("getContestEligibility", () => {
  it("is eligible with a verified e-mail, a complete profile and a payment method", async () => {
    await savePaymentMethod(db, key, "u-1", paysafe);
    expect(await getContestEligibility(db, "u-1")).toEqual({
      eligible: true,
      emailVerified: true,
      profileComplete: true,
      hasPaymentMethod: true,
    });
  });

  it("is not eligible without a payment method", async () => {
    expect(await getContestEligibility(db, "u-1")).toMatchObject({
      eligible: false,
      hasPaymentMethod: false,
    });
  });

  it("does not count an inactive payment method", async () => {
    await savePaymentMethod(db, key, "u-1", paysafe);
    await db.update(userPaymentMethods).set({ isActive: false });
    expect(await getContestEligibility(db, "u-1")).toMatchObject({
      eligible: false,
      hasPaymentMethod: false,
    });
  });

  it("is not eligible with an unverified e-mail", async () => {
    await savePaymentMethod(db, key, "u-1", paysafe);
    await db.update(users).set({ emailVerified: false }).where(eq(users.id, "u-1"));
    expect(await getContestEligibility(db, "u-1")).toMatchObject({ eligible: false, emailVerified: false });
  });

  it.each([["username"], ["firstName"], ["lastName"]] as const)(
    "needs a %s (blank counts as missing)",
    async (field) => {
      await savePaymentMethod(db, key, "u-1", paysafe);
      await db
        .update(users)
        .set({ [field]: field === "username" ? null : "  " })
        .where(eq(users.id, "u-1"));
      expect(await getContestEligibility(db, "u-1")).toMatchObject({
        eligible: false,
        profileComplete: false,
      });
    },
  );

  it("gives all false for an unknown user", async () => {
    expect(await getContestEligibility(db, "nobody")).toEqual({
      eligible: false,
      emailVerified: false,
      profileComplete: false,
      hasPaymentMethod: false,
    });
  });
});
