import { beforeEach, describe, expect, it } from "vitest";
import { upsertIdentityUser } from "#worker/services/users";
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
