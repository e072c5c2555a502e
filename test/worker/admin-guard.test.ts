import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "#schema/api/permissions";
import { USER_ROLES } from "#schema/enums";
import { auditLog } from "#schema/audit";
import { api } from "#worker/app";
import type { PermissionGuard } from "#worker/middleware/session";
import { ROLE_PERMISSIONS } from "#worker/services/permissions";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

type RouteEntry = (typeof api.routes)[number];
const guardOf = (entry: RouteEntry) => (entry.handler as Partial<PermissionGuard>).permissions;

/**
 * Every concrete route under /api/admin, read from Hono's route table: each middleware and handler
 * of a route is an entry of its own (in order), and middleware for all methods is `ALL`.
 */
const adminRoutes = [
  ...new Map(
    api.routes
      .filter((r) => r.path.startsWith("/api/admin") && r.method !== "ALL")
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  ).values(),
].map(({ method, path }) => {
  const chain = api.routes.filter((r) => r.method === method && r.path === path);
  return { method, path, permissions: chain[0] && guardOf(chain[0]) };
});

const send = (method: string, path: string, cookie?: string) => {
  const url = path.replace(/:(\w+)/g, "x");
  return call(url, method === "GET" ? { headers: cookie ? { cookie } : {} } : jsonWrite(method, {}, cookie));
};

describe("the /api/admin guard", () => {
  const cookies = new Map<string, string>();
  let visitor = "";

  beforeAll(async () => {
    for (const role of USER_ROLES) {
      const { cookie, userId } = await signIn(`staff-${role}@example.com`);
      await setUser(userId, { role, roleAssignedAt: new Date() });
      cookies.set(role, cookie);
    }
    // A new account: an analyst by default, whose role nobody has assigned.
    visitor = (await signIn("new-member@example.com")).cookie;
  });

  it("covers the back office's routes (so the checks below are not vacuous)", () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(44);
  });

  it.each(adminRoutes.map((r) => [r.method, r.path, r]))(
    "%s %s names its permission first, answers 401 anonymous and 403 without it",
    async (method, path, route) => {
      expect(route.permissions, "requirePermission(...) must be the route's first middleware").toBeDefined();
      expect((await send(method, path)).status).toBe(401);
      expect((await send(method, path, visitor)).status).toBe(403);
      for (const role of USER_ROLES) {
        const allowed = ROLE_PERMISSIONS[role].some((p) => route.permissions?.includes(p));
        const status = (await send(method, path, cookies.get(role))).status;
        if (allowed) expect([401, 403], `${role} may ${method} ${path}`).not.toContain(status);
        else expect(status, `${role} may not ${method} ${path}`).toBe(403);
      }
    },
  );

  it("tells the browser what each role may do, and nothing to a new account", async () => {
    const permissionsOf = async (cookie: string) =>
      ((await (await call("/api/auth/user", { headers: { cookie } })).json()) as { permissions: string[] })
        .permissions;
    expect(await permissionsOf(visitor)).toEqual([]);
    expect(await permissionsOf(cookies.get("translator")!)).toEqual(["translations", "ui_strings"]);
    expect(await permissionsOf(cookies.get("admin")!)).toEqual([...PERMISSIONS]);
  });
});

describe("POST /api/auth/make-me-admin (Admin Access Fix)", () => {
  // Storage persists across the tests of a file, so each test uses its own address.
  const configured = (email: string) => ({ ADMIN_EMAIL: email });
  const grant = (cookie: string, bindings = {}) =>
    call("/api/auth/make-me-admin", jsonWrite("POST", {}, cookie), bindings);

  it("fails closed when no admin e-mail is configured, telling the user their e-mail", async () => {
    const { cookie, userId } = await signIn("owner@example.com");
    await setUser(userId, { emailVerified: true });
    const response = await grant(cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Admin self-service is not configured on this server.",
      messageKey: "admin_access.error.not_configured",
      yourEmail: "owner@example.com",
    });
  });

  it("refuses another e-mail", async () => {
    const { cookie, userId } = await signIn("intruder@example.com");
    await setUser(userId, { emailVerified: true });
    const response = await grant(cookie, configured("owner@example.com"));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ yourEmail: "intruder@example.com" });
  });

  it("refuses the right e-mail while it is unverified", async () => {
    const { cookie } = await signIn("unverified-owner@example.com");
    const response = await grant(cookie, configured("unverified-owner@example.com"));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: "Verify your e-mail address first.",
      messageKey: "admin_access.error.verify_first",
    });
  });

  it("is POST only and refuses a cross-site POST", async () => {
    const { cookie, userId } = await signIn("owner@example.com");
    await setUser(userId, { emailVerified: true });
    expect(
      (await call("/api/auth/make-me-admin", { headers: { cookie } }, configured("owner@example.com")))
        .status,
    ).toBe(404);
    const crossSite = await call(
      "/api/auth/make-me-admin",
      {
        method: "POST",
        headers: { cookie, origin: "https://evil.example", "content-type": "text/plain" },
        body: "{}",
      },
      configured("owner@example.com"),
    );
    expect(crossSite.status).toBe(403);
  });

  it("grants admin to the verified configured e-mail (any case) and writes an audit row", async () => {
    const { cookie, userId } = await signIn("new-owner@example.com");
    await setUser(userId, { emailVerified: true });
    const response = await grant(cookie, configured("New-Owner@EXAMPLE.com"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { role: "admin" } });
    expect((await call("/api/admin/audit-log", { headers: { cookie } })).status).toBe(200);
    const rows = await db().select().from(auditLog).where(eq(auditLog.actorUserId, userId));
    expect(rows).toEqual([expect.objectContaining({ action: "user.grant_admin", entityId: userId })]);
  });
});
