import { describe, expect, it } from "vitest";
import { call, jsonWrite, setUser, signIn } from "./support/client";

const isPrivate = (response: Response) => {
  const directives = (response.headers.get("cache-control") ?? "").split(",").map((d) => d.trim());
  return directives.includes("private") && directives.includes("no-store");
};

describe("Cache-Control: private, no-store", () => {
  it("is on every answer about the signed-in user, signed in or not", async () => {
    const { cookie, userId } = await signIn("private@example.com");
    await setUser(userId, { role: "admin", emailVerified: true });
    for (const [path, init] of [
      ["/api/me", {}],
      ["/api/me", { headers: { cookie } }],
      ["/api/auth/user", { headers: { cookie } }],
      ["/api/auth/user", {}],
      ["/api/user/profile", { headers: { cookie } }],
      ["/api/user/can-review", { headers: { cookie } }],
      ["/api/admin/audit-log", { headers: { cookie } }],
      ["/api/admin/audit-log", {}],
      ["/api/auth/make-me-admin", jsonWrite("POST", {}, cookie)],
      ["/api/auth/send-verification-email", jsonWrite("POST", {}, cookie)],
      ["/api/auth/verify-email?token=nope", {}],
    ] as const) {
      const response = await call(path, init);
      expect(isPrivate(response), `${path} ${response.status}`).toBe(true);
    }
  });

  it("is on the personal pages, even for anonymous visitors", async () => {
    const { cookie, userId } = await signIn("private-admin@example.com");
    await setUser(userId, { role: "admin" });
    for (const path of ["/profile", "/admin", "/admin/", "/admin-fix"]) {
      expect(isPrivate(await call(path)), `${path} anonymous`).toBe(true);
      expect(isPrivate(await call(path, { headers: { cookie } })), `${path} signed in`).toBe(true);
    }
  });

  it("is on any page requested with a session cookie: its HTML carries the user", async () => {
    const { cookie } = await signIn("private-reader@example.com", { firstName: "Reader" });
    for (const path of ["/", "/en/providers", "/menu"]) {
      const response = await call(path, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(isPrivate(response), path).toBe(true);
    }
  });

  it("is not on public pages and reads for anonymous visitors", async () => {
    for (const path of ["/", "/en/providers", "/menu", "/api/providers"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control") ?? "", path).not.toMatch(/private|no-store/);
    }
  });
});
