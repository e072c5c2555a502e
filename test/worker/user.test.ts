import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userPaymentMethods } from "#schema/contest";
import { users } from "#schema/users";
import { call, db, jsonWrite, signIn } from "./support/client";

const CY_IBAN = "CY17 0020 0128 0000 0012 0052 7600";

describe("PATCH /api/user/profile", () => {
  it("changes only username, first and last name: role, e-mail and verification in the body change nothing", async () => {
    const { cookie, userId } = await signIn("mass@example.com");
    const response = await call(
      "/api/user/profile",
      jsonWrite(
        "PATCH",
        {
          username: "mass_user",
          firstName: "Μαρία",
          lastName: "Κ",
          role: "admin",
          email: "other@example.com",
          emailVerified: true,
          id: "someone-else",
        },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: "mass_user",
      firstName: "Μαρία",
      role: "analyst",
      email: "mass@example.com",
      emailVerified: false,
    });
  });

  it("answers 409 for a username another user has (in any case) and 400 with the catalogue's message for a bad one", async () => {
    const first = await signIn("taken1@example.com");
    await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "Taken_Name", firstName: "A", lastName: "B" }, first.cookie),
    );
    const second = await signIn("taken2@example.com");
    const clash = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "taken_name", firstName: "C", lastName: "D" }, second.cookie),
    );
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      message: "Username is already taken",
      messageKey: "profile.validation.username_taken",
    });
    const bad = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "a b", firstName: "C", lastName: "D" }, second.cookie),
    );
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { message: string; messageKey?: string };
    expect(badBody.message).toContain("Username can only contain letters, numbers, and underscores");
    expect(badBody.messageKey).toBe("profile.validation.username_chars");
    const long = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "ok_name", firstName: "C".repeat(101), lastName: "D" }, second.cookie),
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      message: "firstName: Must be at most 100 characters",
      messageKey: "validation.max_length",
      params: { count: 100 },
    });
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/user/profile")).status).toBe(401);
    expect(
      (
        await call(
          "/api/user/profile",
          jsonWrite("PATCH", { username: "x_y_z", firstName: "A", lastName: "B" }),
        )
      ).status,
    ).toBe(401);
  });
});

describe("payout method", () => {
  it("is masked in answers, encrypted at rest, and never visible to another user", async () => {
    const owner = await signIn("payee@example.com");
    const saved = await call(
      "/api/user/payment-method",
      jsonWrite(
        "POST",
        { method: "bank_transfer", details: { accountHolderName: "Ελένη Χ", iban: CY_IBAN } },
        owner.cookie,
      ),
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      method: "bank_transfer",
      details: { iban: "CY17 **** **** 7600" },
    });

    const [row] = await db()
      .select()
      .from(userPaymentMethods)
      .where(eq(userPaymentMethods.userId, owner.userId));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("CY170020");
    expect(stored).not.toContain("0052 7600");
    expect(stored).not.toContain("Ελένη");

    const other = await signIn("snoop@example.com");
    expect(
      await (await call("/api/user/payment-method", { headers: { cookie: other.cookie } })).json(),
    ).toBeNull();
    expect(
      await (await call("/api/user/payment-method", { headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({
      details: { iban: "CY17 **** **** 7600" },
    });
  });

  it("refuses an invalid IBAN with a clear message", async () => {
    const { cookie } = await signIn("badiban@example.com");
    const response = await call(
      "/api/user/payment-method",
      jsonWrite(
        "POST",
        {
          method: "bank_transfer",
          details: { accountHolderName: "X", iban: "CY17 0020 0128 0000 0012 0052 7601" },
        },
        cookie,
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "IBAN check digits are wrong",
      messageKey: "payment.validation.iban_checksum",
    });
  });

  it("names the IBAN length error's country and length for translation", async () => {
    const { cookie } = await signIn("shortiban@example.com");
    const response = await call(
      "/api/user/payment-method",
      jsonWrite(
        "POST",
        {
          method: "bank_transfer",
          details: { accountHolderName: "X", iban: "CY17 0020 0128 0000 0012 0052 760" },
        },
        cookie,
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "IBAN for CY must have 28 characters",
      messageKey: "payment.validation.iban_length",
      params: { country: "CY", count: 28 },
    });
  });
});
