import { beforeAll, describe, expect, it } from "vitest";
import type { UserRole } from "#schema/enums";
import { call, setUser, signIn } from "./support/client";

const get = (path: string, cookie: string) =>
  call(path, { headers: { cookie: `locale=en; ${cookie}` }, redirect: "manual" });

/** A signed-in user to whom an admin has given `role`. */
async function staff(role: UserRole) {
  const { cookie, userId } = await signIn(`page-${role}@example.com`);
  await setUser(userId, { role, roleAssignedAt: new Date() });
  return cookie;
}

describe("the back office by role", () => {
  const cookies: Partial<Record<UserRole | "member", string>> = {};

  beforeAll(async () => {
    for (const role of ["admin", "editor", "translator", "analyst"] as const)
      cookies[role] = await staff(role);
    cookies.member = (await signIn("page-member@example.com")).cookie;
  });

  it("sends a new account (an analyst nobody assigned) to the home page", async () => {
    expect((await get("/admin", cookies.member!)).headers.get("location")).toBe("/");
  });

  it("shows an analyst the dashboard with only the screens their role opens in the sidebar", async () => {
    const response = await get("/admin", cookies.analyst!);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/admin/analytics"');
    expect(html).not.toContain('href="/admin/providers"');
    expect(html).not.toContain('href="/admin/prizes"');
  });

  it("sends a role away from a screen it may not open, to the first one it may", async () => {
    expect((await get("/admin", cookies.translator!)).headers.get("location")).toBe("/admin/providers");
    expect((await get("/admin/prizes", cookies.editor!)).headers.get("location")).toBe("/admin");
    expect((await get("/admin/reviews", cookies.analyst!)).headers.get("location")).toBe("/admin");
  });

  it("lets an admin open every built screen, with users and the audit log in the sidebar", async () => {
    const response = await get("/admin/prizes", cookies.admin!);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const path of ["/admin/reviews", "/admin/users", "/admin/audit-log"]) {
      expect(html).toContain(`href="${path}"`);
    }
  });
});
