import { describe, expect, it } from "vitest";
import { call, jsonWrite, ORIGIN, signIn } from "./support/client";

describe("cookie-authenticated writes", () => {
  it("a cross-site form POST is refused with 403, even with a valid session", async () => {
    const { cookie } = await signIn("victim@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "username=hacked",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site requests are not allowed." });
  });

  it("Sec-Fetch-Site: cross-site is refused even when the Origin header is missing", async () => {
    const { cookie } = await signIn("victim2@example.com");
    const response = await call("/api/auth/make-me-admin", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  it("a same-origin write with the session cookie must be JSON", async () => {
    const { cookie } = await signIn("formuser@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: { cookie, origin: ORIGIN, "content-type": "text/plain" },
      body: JSON.stringify({ username: "plain_text", firstName: "A", lastName: "B" }),
    });
    expect(response.status).toBe(415);
  });
});

describe("security headers", () => {
  it("pages carry a strict CSP whose nonce is on every inline script", async () => {
    const response = await call("/en/providers");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("each response gets its own nonce", async () => {
    const nonceOf = async () =>
      (await call("/")).headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    expect(await nonceOf()).not.toBe(await nonceOf());
  });

  it("HSTS is sent over https", async () => {
    const response = await call("https://secure.test/api/me");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("API errors carry the headers too", async () => {
    const response = await call("/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("rate limits", () => {
  it("sign-in attempts beyond the limit get 429 with Retry-After", async () => {
    const attempt = () =>
      call("/api/login/dev", {
        ...jsonWrite("POST", { email: "flood@example.com" }),
        headers: {
          ...(jsonWrite("POST", {}).headers as Record<string, string>),
          "cf-connecting-ip": "203.0.113.9",
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toHaveProperty("message");
  });
});
