import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffUser } from "#schema/api/admin-users";
import type { CurrentUser } from "#schema/api/user";
import { auditLog } from "#schema/audit";
import { users } from "#schema/users";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

let admin: { cookie: string; userId: string };

beforeAll(async () => {
  await db()
    .insert(users)
    .values([
      { id: "u-editor", email: "Eleni.Editor@example.com", role: "editor", roleAssignedAt: new Date() },
      { id: "u-member", email: "member@example.com" },
      { id: "u-under", email: "a_b@example.com" },
      { id: "u-plain", email: "axb@example.com" },
    ]);
  admin = await signIn("users-admin@example.com");
  await setUser(admin.userId, { role: "admin", roleAssignedAt: new Date() });
});

const asAdmin = () => ({ headers: { cookie: admin.cookie } });

async function search(query = "") {
  const response = await call(`/api/admin/users${query}`, asAdmin());
  expect(response.status).toBe(200);
  return (await response.json()) as StaffUser[];
}

const setRole = (id: string, role: string, cookie = admin.cookie) =>
  call(`/api/admin/users/${id}/role`, jsonWrite("PATCH", { role }, cookie));

const roleOf = async (id: string) =>
  (await db().select({ role: users.role, at: users.roleAssignedAt }).from(users).where(eq(users.id, id)))[0];

const roleAudits = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "user.role"), eq(auditLog.entityId, id)));

describe("GET /api/admin/users", () => {
  it("with no search lists the staff only, members left out", async () => {
    const listed = await search();
    expect(listed.map((u) => u.email).sort()).toEqual([
      "Eleni.Editor@example.com",
      "users-admin@example.com",
    ]);
    expect(listed.find((u) => u.id === "u-editor")).toMatchObject({ role: "editor", emailVerified: false });
  });

  it("finds users by part of their e-mail in any case, and shows a member's role as none", async () => {
    expect((await search("?q=ELENI")).map((u) => u.id)).toEqual(["u-editor"]);
    expect(await search("?q=member")).toEqual([expect.objectContaining({ id: "u-member", role: "none" })]);
  });

  it("treats LIKE wildcards in the search as plain characters", async () => {
    expect((await search("?q=a_b")).map((u) => u.id)).toEqual(["u-under"]);
    expect(await search("?q=%25")).toEqual([]);
  });

  it("searches for a few Greek or Cyrillic words (more than D1's 50-byte LIKE patterns allow)", async () => {
    expect(await search(`?q=${encodeURIComponent("Ελληνικά Українська Русский")}`)).toEqual([]);
  });

  it("refuses an overlong search with 400", async () => {
    expect((await call(`/api/admin/users?q=${"x".repeat(256)}`, asAdmin())).status).toBe(400);
  });
});

describe("PATCH /api/admin/users/{id}/role", () => {
  it("makes a member a translator: their next request has the translator's permissions, and it is audited", async () => {
    const member = await signIn("future-translator@example.com");
    expect((await setRole(member.userId, "translator")).status).toBe(204);
    const me = (await (
      await call("/api/auth/user", { headers: { cookie: member.cookie } })
    ).json()) as CurrentUser;
    expect(me.permissions).toEqual(["translations", "ui_strings"]);
    expect(await roleAudits(member.userId)).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        entityType: "user",
        detailsJson: { email: "future-translator@example.com", role: "none → translator" },
      }),
    ]);
  });

  it("'none' takes the back office away again: the role column is analyst, never assigned", async () => {
    expect((await setRole("u-editor", "none")).status).toBe(204);
    expect(await roleOf("u-editor")).toEqual({ role: "analyst", at: null });
    expect((await setRole("u-editor", "analyst")).status).toBe(204);
    expect((await roleOf("u-editor"))?.at).toBeInstanceOf(Date);
  });

  it("does not let the last admin lose the role, and writes nothing then", async () => {
    const response = await setRole(admin.userId, "editor");
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The last admin cannot lose the admin role.",
    );
    expect((await roleOf(admin.userId))?.role).toBe("admin");
    expect(await roleAudits(admin.userId)).toEqual([]);
  });

  it("lets an admin step down once another admin exists", async () => {
    expect((await setRole("u-member", "admin")).status).toBe(204);
    expect((await setRole(admin.userId, "editor")).status).toBe(204);
    expect((await roleOf(admin.userId))?.role).toBe("editor");
    // Now an editor: the Users screen is closed to them.
    expect((await setRole("u-plain", "editor")).status).toBe(403);
    await setUser(admin.userId, { role: "admin" });
  });

  it("answers an unknown user with 404 and an unknown role with 400", async () => {
    expect((await setRole("no-such-user", "editor")).status).toBe(404);
    const response = await setRole("u-member", "owner");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(
      "role must be one of none, admin, editor, translator, analyst",
    );
  });
});

describe("GET /api/admin/audit-log", () => {
  it("names each entry's actor by e-mail, newest first, a page at a time", async () => {
    const response = await call("/api/admin/audit-log?limit=2", asAdmin());
    expect(response.status).toBe(200);
    const entries = (await response.json()) as { action: string; actorEmail: string | null }[];
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actorEmail === "users-admin@example.com")).toBe(true);
    const next = (await (await call("/api/admin/audit-log?limit=2&offset=2", asAdmin())).json()) as unknown[];
    expect(next).toHaveLength(2);
    expect(next).not.toContainEqual(entries[0]);
  });
});

describe("the /admin/users and /admin/audit-log pages", () => {
  const page = (path: string) => call(path, { headers: { cookie: `locale=en; ${admin.cookie}` } });

  it("render the search's users with their role chosen, and the audit entries, on the server", async () => {
    const users = await (await page("/admin/users?q=a_b")).text();
    expect(users).toContain("a_b@example.com");
    expect(users).not.toContain("axb@example.com");
    expect(users).toMatch(/<option value="none" selected/);
    const log = await (await page("/admin/audit-log")).text();
    expect(log).toContain("user.role");
    expect(log).toContain("users-admin@example.com");
  });
});
