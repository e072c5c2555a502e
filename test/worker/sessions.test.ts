import { describe, expect, it, vi } from "vitest";
import { uiStrings } from "#schema/content";
import { UI_STRINGS } from "#seed/ui-strings";
import { call, db, jsonWrite, ORIGIN, PRODUCTION, sessionCookieOf, signIn } from "./support/client";

const me = async (cookie?: string) =>
  (await (await call("/api/me", cookie ? { headers: { cookie } } : {})).json()) as {
    authenticated: boolean;
    user: { email: string; role: string } | null;
  };

describe("local development sign-in", () => {
  it("shows a built-in sign-in page when no identity provider is configured", async () => {
    const response = await call("/api/login?returnTo=/profile");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('action="/api/login/dev"');
    expect(html).toContain('value="/profile"');
  });

  it("is impossible in production: without an identity provider sign-in answers 503", async () => {
    const login = await call("/api/login", {}, PRODUCTION);
    expect(login.status).toBe(503);
    expect(await login.json()).toEqual({
      message: "Sign-in is not configured on this server.",
      messageKey: "auth.error.sign_in_unavailable",
    });
    const dev = await call(
      "https://site.example/api/login/dev",
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://site.example" },
        body: JSON.stringify({ email: "a@example.com" }),
      },
      PRODUCTION,
    );
    expect(dev.status).toBe(404);
  });

  it("a form post signs in and redirects to a same-site returnTo only", async () => {
    const form = (returnTo: string) =>
      call("/api/login/dev", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
        body: new URLSearchParams({ email: "form@example.com", returnTo }),
      });
    const local = await form("/providers?q=x");
    expect(local.status).toBe(303);
    expect(local.headers.get("location")).toBe("/providers?q=x");
    expect((await form("https://evil.example/")).headers.get("location")).toBe("/");
    expect((await form("//evil.example/")).headers.get("location")).toBe("/");
    expect((await form("/.//evil.example/")).headers.get("location")).toBe("/");
    expect((await form("/a/..//evil.example/")).headers.get("location")).toBe("/");
  });

  it("refuses names with control characters with a 400 naming the field", async () => {
    for (const [field, name] of [
      ["firstName", "Eve\nAdmin"],
      ["lastName", "Smith\u0000"],
      ["firstName", "Bidi\u009b"],
    ] as const) {
      const response = await call(
        "/api/login/dev",
        jsonWrite("POST", { email: "controls@example.com", [field]: name }),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: expect.stringContaining(field),
        messageKey: "profile.validation.name_control_characters",
      });
    }
  });
});

describe("sessions", () => {
  it("the cookie is HttpOnly, SameSite=Lax and names a server-side session", async () => {
    const response = await call("/api/login/dev", jsonWrite("POST", { email: "Cookie@Example.com" }));
    const header = response.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);
    expect(await me(sessionCookieOf(response))).toMatchObject({
      authenticated: true,
      user: { email: "cookie@example.com", role: "analyst" },
    });
  });

  it("on https the cookie is __Host-session and Secure", async () => {
    const write = jsonWrite("POST", { email: "tls@example.com" });
    const response = await call("https://secure.test/api/login/dev", {
      ...write,
      headers: { ...(write.headers as Record<string, string>), origin: "https://secure.test" },
    });
    const header = response.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Domain=/);
  });

  it("a tampered token is anonymous: /api/auth/user answers 401", async () => {
    const { cookie } = await signIn("tamper@example.com");
    const [name, token] = cookie.split("=") as [string, string];
    const tampered = `${name}=${token.slice(0, -4)}${token.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect((await call("/api/auth/user", { headers: { cookie: tampered } })).status).toBe(401);
    expect(await me(tampered)).toEqual({ authenticated: false, user: null });
  });

  it("signing in again starts a new session and ends the old one", async () => {
    const first = await signIn("twice@example.com");
    const again = await call(
      "/api/login/dev",
      jsonWrite("POST", { email: "twice@example.com" }, first.cookie),
    );
    const second = sessionCookieOf(again)!;
    expect(second).not.toBe(first.cookie);
    expect((await call("/api/auth/user", { headers: { cookie: first.cookie } })).status).toBe(401);
    expect((await call("/api/auth/user", { headers: { cookie: second } })).status).toBe(200);
  });

  it("signing out is a form post: it ends the session and lands on the home page", async () => {
    const { cookie } = await signIn("bye@example.com");
    const logout = await call("/api/logout", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/");
    expect(logout.headers.getSetCookie().some((c) => /^session=;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await call("/api/auth/user", { headers: { cookie } })).status).toBe(401);
  });

  it.each([
    ["he", "התנתקות", 'dir="rtl"'],
    ["ru", "Выйти", 'dir="ltr"'],
  ])(
    "the sign-out page (GET) speaks the visitor's language (%s) and only offers the form",
    async (locale, text, dir) => {
      const response = await call("/api/logout", { headers: { cookie: `locale=${locale}` } });
      const page = await response.text();
      expect(page).toContain(`<html lang="${locale}" ${dir}>`);
      expect(page).toContain(`<button type="submit">${text}</button>`);
      expect(page).toMatch(/<form method="post" action="\/api\/logout">/);
    },
  );

  it("signing out also works from fetch, without a body", async () => {
    const { cookie } = await signIn("bye-fetch@example.com");
    const logout = await call("/api/logout", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin" },
    });
    expect(logout.status).toBe(303);
    expect((await call("/api/auth/user", { headers: { cookie } })).status).toBe(401);
  });

  it("a link to /api/logout signs nobody out: it shows a page whose button posts the sign-out", async () => {
    const { cookie } = await signIn("linked@example.com");
    const page = await call("/api/logout", { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/api\/logout")/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<script/);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect((await call("/api/auth/user", { headers: { cookie } })).status).toBe(200);
  });

  it("another site's form cannot sign the user out", async () => {
    const { cookie } = await signIn("kept@example.com");
    const forged = await call("/api/logout", {
      method: "POST",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(forged.status).toBe(403);
    expect((await call("/api/auth/user", { headers: { cookie } })).status).toBe(200);
  });

  it("GET /api/auth/user is 401 for anonymous visitors and the user when signed in", async () => {
    expect((await call("/api/auth/user")).status).toBe(401);
    const { cookie } = await signIn("someone@example.com", { firstName: "Άννα", lastName: "Πέτρου" });
    expect(await (await call("/api/auth/user", { headers: { cookie } })).json()).toMatchObject({
      email: "someone@example.com",
      firstName: "Άννα",
      lastName: "Πέτρου",
    });
  });
});

describe("sign-in with an identity provider", () => {
  it("sends the provider back to SITE_URL's callback, whatever the request's Host", async () => {
    const issuer = "https://id.example";
    vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      }),
    );
    const response = await call(
      "http://evil.example/api/login?returnTo=/profile",
      {},
      {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: "site",
        OIDC_CLIENT_SECRET: "x",
        SITE_URL: "https://site.example",
      },
    );
    vi.restoreAllMocks();
    expect(response.status).toBe(302);
    const authorization = new URL(response.headers.get("location")!);
    expect(authorization.origin).toBe(issuer);
    expect(authorization.searchParams.get("redirect_uri")).toBe("https://site.example/api/callback");
  });
});

describe("a failed sign-in", () => {
  const OIDC = { OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "site", OIDC_CLIENT_SECRET: "x" };

  it("is a page in the visitor's language for their browser, with a new attempt and the way back", async () => {
    await db()
      .insert(uiStrings)
      .values({ key: "auth.error.provider_reported", ...UI_STRINGS["auth.error.provider_reported"]! })
      .onConflictDoNothing();
    const response = await call(
      "/api/callback?error=access_denied",
      { headers: { cookie: "locale=he", "sec-fetch-mode": "navigate", accept: "text/html" } },
      OIDC,
    );
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain('<html lang="he" dir="rtl">');
    expect(page).toContain("<h1>ההתחברות נכשלה</h1>");
    expect(page).toContain("<p>ספק הזהות דיווח: access_denied</p>");
    expect(page).toContain('<a href="/api/login">');
  });

  it("stays a JSON error with its message key for a script", async () => {
    const response = await call("/api/callback?state=x&code=y", {}, OIDC);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "The sign-in attempt has expired or was started elsewhere. Please sign in again.",
      messageKey: "auth.error.attempt_expired",
    });
  });
});
