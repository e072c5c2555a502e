import { beforeEach, describe, expect, it } from "vitest";
import { upsertDevUser, upsertIdentityUser } from "#worker/services/users";
import { createTestDb, type TestDb } from "../support/libsql-db";

const NOW = new Date("2026-05-10T09:00:00Z");
let db: TestDb;
beforeEach(async () => {
  ({ db } = await createTestDb());
});

const signInAs = (subject: string, names: { firstName?: string; lastName?: string }) =>
  upsertIdentityUser(db, { issuer: "https://id.example", subject, ...names }, NOW);

describe("names from an identity provider's claims", () => {
  it("lose their control characters, and the sign-in goes ahead", async () => {
    const user = await signInAs("controls", { firstName: "Mary\nAnn\u0000", lastName: "\u009bSmith\t" });
    expect(user).toMatchObject({ firstName: "Mary Ann", lastName: "Smith" });
  });

  it("made only of control characters are no name at all", async () => {
    const user = await signInAs("only-controls", { firstName: "\r\n", lastName: "\u0007" });
    expect(user).toMatchObject({ firstName: null, lastName: null });
  });

  it("keep every letter of every script", async () => {
    const user = await signInAs("letters", { firstName: "Ελένη", lastName: "כהן-Ковальчук" });
    expect(user).toMatchObject({ firstName: "Ελένη", lastName: "כהן-Ковальчук" });
  });
});

describe("two first sign-ins at the same moment", () => {
  it("of one identity make one account, and both sign in to it", async () => {
    const claims = { issuer: "https://id.example", subject: "twice", email: "twice@example.com" };
    const [first, second] = await Promise.all([
      upsertIdentityUser(db, claims, NOW),
      upsertIdentityUser(db, claims, NOW),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.email).toBe("twice@example.com");
  });

  it("of two identities with one e-mail make two accounts, the address on one of them", async () => {
    const claims = (subject: string) => ({
      issuer: "https://id.example",
      subject,
      email: "shared@example.com",
    });
    const accounts = await Promise.all([
      upsertIdentityUser(db, claims("one"), NOW),
      upsertIdentityUser(db, claims("two"), NOW),
    ]);
    expect(new Set(accounts.map((account) => account.id)).size).toBe(2);
    expect(accounts.map((account) => account.email).sort()).toEqual([null, "shared@example.com"].sort());
  });

  it("through the development sign-in make one account", async () => {
    const [first, second] = await Promise.all([
      upsertDevUser(db, { email: "Dev@example.com" }),
      upsertDevUser(db, { email: "dev@example.com" }),
    ]);
    expect(second.id).toBe(first.id);
  });
});
