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

  it("answers 409 for a username another user has (in any case) and 400 with the spec's message for a bad one", async () => {
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
    expect(await clash.json()).toEqual({ message: "Username is already taken" });
    const bad = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "a b", firstName: "C", lastName: "D" }, second.cookie),
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain(
      "Username can only contain letters, numbers, and underscores",
    );
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
    expect(await response.json()).toEqual({ message: expect.stringMatching(/IBAN/) });
  });
});
