import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { beforeEach, describe, expect, it } from "vitest";
import { userPaymentMethods } from "#schema/contest";
import type { PaymentMethodInput } from "#schema/api/payment-method";
import { users } from "#schema/users";
import {
  bytesToBase64,
  decryptJson,
  encryptJson,
  importPayoutKey,
  randomToken,
  sha256Hex,
} from "#worker/lib/crypto";
import { getPaymentMethod, openDetails, savePaymentMethod } from "#worker/services/payment-methods";
import { createTestDb, type TestDb } from "../support/libsql-db";

describe("crypto helpers", () => {
  it("refuses a key of the wrong length with a clear message", async () => {
    await expect(importPayoutKey(bytesToBase64(new Uint8Array(16)))).rejects.toThrow(
      /must be 32 bytes, got 16/,
    );
  });

  it("round-trips JSON with a fresh IV each time, and refuses a tampered or misplaced ciphertext", async () => {
    const key = await importPayoutKey(bytesToBase64(crypto.getRandomValues(new Uint8Array(32))));
    const a = await encryptJson(key, { iban: "CY17" }, "user-1");
    const b = await encryptJson(key, { iban: "CY17" }, "user-1");
    expect(a.iv).not.toBe(b.iv);
    expect(await decryptJson(key, a, "user-1")).toEqual({ iban: "CY17" });
    await expect(decryptJson(key, a, "user-2")).rejects.toThrow();
    const flipped = a.data.startsWith("A") ? `B${a.data.slice(1)}` : `A${a.data.slice(1)}`;
    await expect(decryptJson(key, { ...a, data: flipped }, "user-1")).rejects.toThrow();
  });

  it("hashes with SHA-256 and makes URL-safe tokens", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });
});

describe("payment methods", () => {
  let db: TestDb;
  let key: CryptoKey;
  beforeEach(async () => {
    ({ db } = await createTestDb());
    key = await importPayoutKey(bytesToBase64(crypto.getRandomValues(new Uint8Array(32))));
    await db.insert(users).values([
      { id: "u-1", email: "dmitry@example.com" },
      { id: "u-2", email: "noa@example.com" },
    ]);
  });

  const bank: PaymentMethodInput = {
    method: "bank_transfer",
    details: {
      accountHolderName: "Dmitry Volkov",
      iban: "cy17 0020 0128 0000 0012 0052 7600",
      bankName: "Bank of Cyprus",
      swiftBic: "bcyp cy 2n",
    },
  };

  it("stores the details encrypted: no IBAN, name or e-mail in the row", async () => {
    await savePaymentMethod(db, key, "u-1", bank);
    const [row] = await db.select().from(userPaymentMethods);
    const stored = JSON.stringify(row);
    for (const secret of [
      "CY17002001280000001200527600",
      "CY17 0020",
      "cy17 0020",
      "0052 7600",
      "00527600",
      "Dmitry",
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(row?.details).toEqual({ v: "1", iv: expect.any(String), data: expect.any(String) });
  });

  it("returns and reads back masked details, and the snapshot in clear and canonical form", async () => {
    const saved = await savePaymentMethod(db, key, "u-1", bank);
    const masked = {
      accountHolderName: "Dmitry Volkov",
      iban: "CY17 **** **** 7600",
      bankName: "Bank of Cyprus",
      swiftBic: "BCYPCY2N",
    };
    expect(saved).toEqual({ method: "bank_transfer", details: masked, updatedAt: expect.any(Date) });
    expect(await getPaymentMethod(db, key, "u-1")).toEqual(saved);
    const [row] = await db.select().from(userPaymentMethods).where(eq(userPaymentMethods.userId, "u-1"));
    expect(await openDetails(key, "u-1", row!.details)).toEqual({
      ...masked,
      iban: "CY17002001280000001200527600",
    });
  });

  it("keeps exactly one active method after saving a second one", async () => {
    await savePaymentMethod(db, key, "u-1", bank);
    const revolut = await savePaymentMethod(db, key, "u-1", {
      method: "revolut",
      details: { phoneNumber: "+357 99 123412", accountEmail: "Dmitry@Example.com" },
    });
    expect(revolut.details).toEqual({ phoneNumber: "+357 *** **12", accountEmail: "d***@example.com" });
    const rows = await db.select().from(userPaymentMethods).where(eq(userPaymentMethods.userId, "u-1"));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.isActive).map((r) => r.method)).toEqual(["revolut"]);
    expect((await getPaymentMethod(db, key, "u-1"))?.method).toBe("revolut");
  });

  it("gives null to another user", async () => {
    await savePaymentMethod(db, key, "u-1", bank);
    expect(await getPaymentMethod(db, key, "u-2")).toBeNull();
  });

  it.each([
    [
      { ...bank, details: { ...bank.details, iban: "CY18 0020 0128 0000 0012 0052 7600" } },
      "IBAN check digits are wrong",
    ],
    [{ ...bank, details: { ...bank.details, swiftBic: "BCYP" } }, "SWIFT/BIC must have 8 or 11 characters"],
    [{ method: "revolut", details: { phoneNumber: "99 123456" } }, /international format/],
  ] as [PaymentMethodInput, string | RegExp][])(
    "refuses invalid details with 400 (%#)",
    async (input, message) => {
      const error = await savePaymentMethod(db, key, "u-1", input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HTTPException);
      expect((error as HTTPException).status).toBe(400);
      expect((error as HTTPException).message).toMatch(message);
      expect(await db.select().from(userPaymentMethods)).toHaveLength(0);
    },
  );

  it("reads a row written in clear before encryption (the demo seed)", async () => {
    await db.insert(userPaymentMethods).values({
      userId: "u-2",
      method: "paysafe",
      details: { accountId: "PSF-000-7310", accountEmail: "noa@example.com" },
    });
    expect((await getPaymentMethod(db, key, "u-2"))?.details).toEqual({
      accountId: "****7310",
      accountEmail: "n***@example.com",
    });
  });
});
