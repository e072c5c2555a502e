import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#schema/audit";
import { api } from "#worker/app";
import { call, db, jsonWrite, setUser, signIn } from "./support/client";

/** Every concrete route under /api/admin, read from Hono's route table (middleware entries are ALL). */
const adminRoutes = api.routes.filter((r) => r.path.startsWith("/api/admin") && r.method !== "ALL");

describe("the /api/admin guard", () => {
  it("covers at least one route (so the checks below are not vacuous)", () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it.each(adminRoutes.map((r) => [r.method, r.path]))(
    "%s %s: 401 anonymous, 403 non-admin",
    async (method, path) => {
      const url = path.replace(/:(\w+)/g, "x");
      const init = method === "GET" ? {} : jsonWrite(method, {});
      expect((await call(url, init)).status).toBe(401);
      const { cookie } = await signIn(`analyst-${method}-${path}@example.com`.replace(/[^a-z0-9@.-]/gi, ""));
      const withCookie = method === "GET" ? { headers: { cookie } } : jsonWrite(method, {}, cookie);
      expect((await call(url, withCookie)).status).toBe(403);
    },
  );

  it("lets an admin through", async () => {
    const { cookie, userId } = await signIn("boss@example.com");
    await setUser(userId, { role: "admin" });
    expect((await call("/api/admin/audit-log", { headers: { cookie } })).status).toBe(200);
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
