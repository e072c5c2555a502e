import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminRepresentative } from "#schema/api/representatives";
import type { Me } from "#schema/api/user";
import { auditLog } from "#schema/audit";
import { providers } from "#schema/providers";
import { providerRepresentatives } from "#schema/representatives";
import { representationOf } from "#worker/services/representatives";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";
import { insertEmailTemplates, settledDeliveries } from "./support/mail";

let admin: { cookie: string; userId: string };
let editor: { cookie: string; userId: string };
let player: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(providers)
    .values([
      { id: "rep-p", brand: "Answer Bet", domain: "answer.example", licenseId: "REP-1" },
      { id: "rep-q", brand: "Other Bet", domain: "other.example", licenseId: "REP-2" },
    ]);
  await insertEmailTemplates();
  admin = await signIn("reps-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
  editor = await signIn("reps-editor@example.com");
  await setUser(editor.userId, { role: "editor", roleAssignedAt: new Date() });
  player = await signIn("reps-player@example.com");
});

const invite = (body: unknown, cookie = admin.cookie) =>
  call("/api/admin/representatives", jsonWrite("POST", body, cookie));

const revoke = (id: string) =>
  call(`/api/admin/representatives/${id}/revoke`, jsonWrite("POST", {}, admin.cookie));

async function me(cookie: string) {
  const response = await call("/api/me", { headers: { cookie } });
  return ((await response.json()) as Me).user;
}

async function answersHere(providerId: string) {
  const response = await call(`/api/providers/${providerId}?locale=en`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { answersHere: boolean }).answersHere;
}

const rowOf = async (id: string) =>
  (await db().select().from(providerRepresentatives).where(eq(providerRepresentatives.id, id)))[0];

describe("inviting a representative", () => {
  it("lets an admin invite an address (lower-cased), audited, and mails the invitation", async () => {
    const response = await invite({ providerId: "rep-p", email: " Anna.Rep@Example.com ", locale: "el" });
    expect(response.status).toBe(201);
    const invited = (await response.json()) as AdminRepresentative;
    expect(invited).toMatchObject({
      providerId: "rep-p",
      brand: "Answer Bet",
      email: "anna.rep@example.com",
      status: "invited",
      acceptedAt: null,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "representative.invite"), eq(auditLog.entityId, invited.id)));
    expect(audits).toHaveLength(1);
    const [delivery] = await settledDeliveries("anna.rep@example.com");
    expect(delivery).toMatchObject({ kind: "representative" });
    const listed = await call("/api/admin/representatives?providerId=rep-p", {
      headers: { cookie: admin.cookie },
    });
    expect(((await listed.json()) as AdminRepresentative[]).map((row) => row.id)).toContain(invited.id);
  });

  it("is refused to an editor and to a plain user (403), and to a visitor (401)", async () => {
    const body = { providerId: "rep-p", email: "someone@example.com" };
    expect((await invite(body, editor.cookie)).status).toBe(403);
    expect((await invite(body, player.cookie)).status).toBe(403);
    expect((await call("/api/admin/representatives", jsonWrite("POST", body))).status).toBe(401);
    const listing = await call("/api/admin/representatives", { headers: { cookie: editor.cookie } });
    expect(listing.status).toBe(403);
  });

  it("answers a bad address with a 400 by key", async () => {
    const response = await invite({ providerId: "rep-p", email: "not an address" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("validation.email");
  });

  it("refuses a second live invitation of the same address, for any provider (409)", async () => {
    expect((await invite({ providerId: "rep-p", email: "twice@example.com" })).status).toBe(201);
    const again = await invite({ providerId: "rep-q", email: "TWICE@example.com" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ messageKey: "representatives.error.already_invited" });
  });

  it("refuses the address of a back-office account", async () => {
    const response = await invite({ providerId: "rep-p", email: "reps-editor@example.com" });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ messageKey: "representatives.error.staff_account" });
  });

  it("answers 404 for an unknown provider", async () => {
    expect((await invite({ providerId: "no-such", email: "nobody@example.com" })).status).toBe(404);
  });
});

describe("accepting, revoking", () => {
  it("accepts on sign-in with the address verified, not before; revoking ends it at once", async () => {
    const created = await invite({ providerId: "rep-p", email: "bob.rep@example.com" });
    const { id } = (await created.json()) as AdminRepresentative;

    // Signed in, but the address is not verified: the invitation waits.
    const bob = await signIn("bob.rep@example.com");
    expect((await rowOf(id))?.status).toBe("invited");
    expect((await me(bob.cookie))?.representation).toBeNull();
    expect(await answersHere("rep-p")).toBe(false);
    const pending = await call("/api/user/company", { headers: { cookie: bob.cookie } });
    expect(await pending.json()).toEqual({ status: "invited", providerId: "rep-p", brand: "Answer Bet" });

    // Verified, the next sign-in accepts it.
    await setUser(bob.userId, { emailVerified: true, emailVerifiedAt: new Date() });
    const again = await signIn("bob.rep@example.com");
    expect(await rowOf(id)).toMatchObject({ status: "active", userId: bob.userId });
    expect((await rowOf(id))?.acceptedAt).toBeInstanceOf(Date);
    const accepts = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "representative.accept"), eq(auditLog.entityId, id)));
    expect(accepts).toHaveLength(1);
    expect((await me(again.cookie))?.representation).toEqual({ providerId: "rep-p", brand: "Answer Bet" });
    const auth = await call("/api/auth/user", { headers: { cookie: again.cookie } });
    expect(await auth.json()).toMatchObject({ representation: { providerId: "rep-p" }, permissions: [] });
    expect(await answersHere("rep-p")).toBe(true);

    // A representative holds no back-office permission.
    for (const path of ["/api/admin/dashboard", "/api/admin/representatives", "/api/admin/users"]) {
      expect((await call(path, { headers: { cookie: again.cookie } })).status).toBe(403);
    }
    const role = await call(
      `/api/admin/users/${bob.userId}/role`,
      jsonWrite("PATCH", { role: "editor" }, admin.cookie),
    );
    expect(role.status).toBe(409);
    expect(await role.json()).toMatchObject({ messageKey: "representatives.error.is_representative" });

    expect((await revoke(id)).status).toBe(204);
    expect(await representationOf(db(), bob.userId)).toBeNull();
    expect((await me(again.cookie))?.representation).toBeNull();
    expect(await answersHere("rep-p")).toBe(false);
    expect((await rowOf(id))?.revokedAt).toBeInstanceOf(Date);
    expect((await revoke(id)).status).toBe(404);
  });

  it("does not let a staff account accept", async () => {
    const created = await invite({ providerId: "rep-q", email: "later.staff@example.com" });
    const { id } = (await created.json()) as AdminRepresentative;
    const staff = await signIn("later.staff@example.com");
    await setUser(staff.userId, {
      emailVerified: true,
      role: "translator",
      roleAssignedAt: new Date(),
    });
    await signIn("later.staff@example.com");
    expect((await rowOf(id))?.status).toBe("invited");
  });

  it("accepts when a signed-in invitee verifies the address later", async () => {
    const created = await invite({ providerId: "rep-q", email: "carol.rep@example.com" });
    const { id } = (await created.json()) as AdminRepresentative;
    const carol = await signIn("carol.rep@example.com");
    const sent = await call("/api/auth/send-verification-email", jsonWrite("POST", {}, carol.cookie));
    expect(sent.status).toBe(200);
    // The invitation, then the verification mail with its link.
    const token = (await settledDeliveries("carol.rep@example.com", 2))
      .map((row) => /verify-email\?token=([\w-]+)/.exec(row.html)?.[1])
      .find(Boolean);
    expect((await rowOf(id))?.status).toBe("invited");
    const verified = await call(`/api/auth/verify-email?token=${token}`);
    expect(verified.status).toBe(302);
    expect(await rowOf(id)).toMatchObject({ status: "active", userId: carol.userId });
  });
});
