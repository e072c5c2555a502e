import type { Client } from "@libsql/client";
import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "#schema/users";
import type { ProfileUpdate } from "#schema/api/profile";
import { getProfile, updateProfile } from "#worker/services/profile";
import { createTestDb, type TestDb } from "#test/support/libsql-db";

let db: TestDb;
let client: Client;
beforeEach(async () => {
  ({ db, client } = await createTestDb());
  await db.insert(users).values([
    {
      id: "u-eleni",
      email: "eleni@example.com",
      username: "eleni_g",
      firstName: "Eleni",
      lastName: "Georgiou",
      role: "analyst",
      profileImageUrl: "https://img.example/eleni.png",
      emailVerificationToken: "secret-hash",
    },
    {
      id: "u-dmitry",
      email: "dmitry@example.com",
      username: "dvolkov",
      firstName: "Dmitry",
      lastName: "Volkov",
    },
  ]);
});

async function statusOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HTTPException) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected an HTTPException");
}

const row = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];
const usernameOf = async (id: string) => (await row(id))?.username;

const update: ProfileUpdate = { username: "eleni_new", firstName: "Ελένη", lastName: "Γεωργίου" };
const USERNAME_TAKEN = { status: 409, message: "Username is already taken" };

describe("getProfile", () => {
  it("gives the profile's public fields, without role or token hash", async () => {
    expect(await getProfile(db, "u-eleni")).toEqual({
      id: "u-eleni",
      username: "eleni_g",
      firstName: "Eleni",
      lastName: "Georgiou",
      email: "eleni@example.com",
      emailVerified: false,
      emailVerifiedAt: null,
      profileImageUrl: "https://img.example/eleni.png",
    });
  });

  it("gives null for an unknown user", async () => {
    expect(await getProfile(db, "nobody")).toBeNull();
  });
});

describe("updateProfile", () => {
  it("writes the three fields of this user only and returns the new profile", async () => {
    const [eleniBefore, dmitryBefore] = [await row("u-eleni"), await row("u-dmitry")];
    const profile = await updateProfile(db, "u-eleni", update);
    expect(profile).toEqual({ ...(await getProfile(db, "u-eleni")), ...update });

    const { updatedAt: _before, ...restBefore } = eleniBefore!;
    const { updatedAt: _after, ...restAfter } = (await row("u-eleni"))!;
    expect(restAfter).toEqual({ ...restBefore, ...update });
    expect(await row("u-dmitry")).toEqual(dmitryBefore);
  });

  it("never applies other keys that slip into the input", async () => {
    const before = await row("u-eleni");
    const sneaky = {
      ...update,
      id: "u-other",
      role: "admin",
      email: "x@example.com",
      emailVerified: true,
      emailVerificationToken: null,
      profileImageUrl: "https://evil.example/x.png",
    } as ProfileUpdate;
    await updateProfile(db, "u-eleni", sneaky);
    expect(await row("u-other")).toBeUndefined();
    expect(await row("u-eleni")).toMatchObject({
      role: before!.role,
      email: before!.email,
      emailVerified: false,
      emailVerificationToken: "secret-hash",
      profileImageUrl: before!.profileImageUrl,
    });
  });

  it.each(["dvolkov", "DVolkov", "DVOLKOV"])(
    "refuses %s, another user's username in any case, with 409 and writes nothing",
    async (username) => {
      expect(await statusOf(updateProfile(db, "u-eleni", { ...update, username }))).toEqual(USERNAME_TAKEN);
      expect(await row("u-eleni")).toMatchObject({ username: "eleni_g", firstName: "Eleni" });
    },
  );

  it("lets users keep their own username or change its case", async () => {
    await updateProfile(db, "u-eleni", { ...update, username: "eleni_g" });
    expect((await updateProfile(db, "u-eleni", { ...update, username: "Eleni_G" })).username).toBe("Eleni_G");
  });

  // Another request takes the name after the service's check and before its write: a trigger on
  // the real table inserts that user just before the UPDATE, so only the unique index can refuse.
  it.each(["late_name", "LATE_NAME"])(
    "turns the unique index's refusal (the name taken as %s meanwhile) into the same 409",
    async (takenAs) => {
      await client.execute(`
        CREATE TRIGGER take_name_meanwhile BEFORE UPDATE OF username ON users
        WHEN NEW.username = 'late_name'
        BEGIN INSERT INTO users (id, username) VALUES ('u-late', '${takenAs}'); END`);
      expect(await statusOf(updateProfile(db, "u-eleni", { ...update, username: "late_name" }))).toEqual(
        USERNAME_TAKEN,
      );
      expect(await usernameOf("u-eleni")).toBe("eleni_g");
    },
  );

  it("passes any other database failure on instead of calling it a clash", async () => {
    await client.execute(`
      CREATE TRIGGER fail_write BEFORE UPDATE ON users
      BEGIN SELECT RAISE(ABORT, 'disk is full'); END`);
    const error = await updateProfile(db, "u-eleni", update).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(HTTPException);
    expect(error).toMatchObject({ cause: { message: expect.stringMatching(/disk is full/) } });
  });

  it("answers 404 for an unknown user and creates no one", async () => {
    expect(await statusOf(updateProfile(db, "nobody", update))).toEqual({
      status: 404,
      message: "User not found",
    });
    expect(await db.select({ id: users.id }).from(users)).toHaveLength(2);
  });
});
