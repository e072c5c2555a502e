import { eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "#schema/users";
import type { ProfileUpdate } from "#schema/api/profile";
import type { Db } from "#worker/lib/db";
import { getProfile, updateProfile } from "#worker/services/profile";
import { createTestDb, type TestDb } from "../support/libsql-db";

let db: TestDb;
beforeEach(async () => {
  ({ db } = await createTestDb());
  await db.insert(users).values([
    {
      id: "u-eleni",
      email: "eleni@example.com",
      username: "eleni_g",
      firstName: "Eleni",
      lastName: "Georgiou",
      role: "analyst",
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

const update: ProfileUpdate = { username: "eleni_new", firstName: "Ελένη", lastName: "Γεωργίου" };

describe("getProfile", () => {
  it("gives the profile fields of the spec, without role or token hash", async () => {
    const profile = await getProfile(db, "u-eleni");
    expect(profile).toEqual({
      id: "u-eleni",
      username: "eleni_g",
      firstName: "Eleni",
      lastName: "Georgiou",
      email: "eleni@example.com",
      emailVerified: false,
      emailVerifiedAt: null,
      profileImageUrl: null,
    });
  });

  it("gives null for an unknown user", async () => {
    expect(await getProfile(db, "nobody")).toBeNull();
  });
});

describe("updateProfile", () => {
  it("writes username and names and returns the new profile", async () => {
    const profile = await updateProfile(db, "u-eleni", update);
    expect(profile).toMatchObject({ id: "u-eleni", ...update });
    expect(await getProfile(db, "u-eleni")).toMatchObject(update);
  });

  it("ignores any other field that slips into the input", async () => {
    const sneaky = { ...update, role: "admin", email: "x@example.com", emailVerified: true } as ProfileUpdate;
    await updateProfile(db, "u-eleni", sneaky);
    const [row] = await db.select().from(users).where(eq(users.id, "u-eleni"));
    expect(row).toMatchObject({ role: "analyst", email: "eleni@example.com", emailVerified: false });
  });

  it("refuses a username another user has, whatever its case", async () => {
    expect(await statusOf(updateProfile(db, "u-eleni", { ...update, username: "DVolkov" }))).toEqual({
      status: 409,
      message: "Username is already taken",
    });
    expect((await getProfile(db, "u-eleni"))?.username).toBe("eleni_g");
  });

  it("lets users keep their own username or change its case", async () => {
    await updateProfile(db, "u-eleni", { ...update, username: "eleni_g" });
    expect((await updateProfile(db, "u-eleni", { ...update, username: "Eleni_G" })).username).toBe("Eleni_G");
  });

  it("turns a unique-constraint failure (a lost race) into the same 409", async () => {
    // The pre-check sees no clash, as when another request takes the name just after it.
    const racingDb = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "select") return Reflect.get(target, property, receiver);
        return () => ({ from: () => ({ where: () => ({ limit: async () => [] }) }) });
      },
    }) as unknown as Db;
    expect(await statusOf(updateProfile(racingDb, "u-eleni", { ...update, username: "dvolkov" }))).toEqual({
      status: 409,
      message: "Username is already taken",
    });
  });

  it("answers 404 for an unknown user", async () => {
    expect((await statusOf(updateProfile(db, "nobody", update))).status).toBe(404);
  });
});
