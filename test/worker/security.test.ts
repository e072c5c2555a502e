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
    expect(await response.json()).toEqual({
      message: "Cross-site requests are not allowed.",
      messageKey: "api.error.cross_site",
    });
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

  it("a cross-site form without an Origin header is refused by Sec-Fetch-Site, in JSON", async () => {
    const { cookie } = await signIn("victim3@example.com");
    const response = await call("/api/logout", {
      method: "POST",
      headers: {
        cookie,
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "Cross-site requests are not allowed.",
      messageKey: "api.error.cross_site",
    });
    expect((await call("/api/auth/user", { headers: { cookie } })).status).toBe(200);
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

describe("request bodies", () => {
  const post = (path: string, headers: Record<string, string>, body?: BodyInit) =>
    call(path, { method: "POST", headers: { origin: ORIGIN, ...headers }, body });
  const expect415 = async (response: Response) => {
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: expect.stringContaining("application/json"),
      messageKey: "api.error.json_body",
    });
  };

  it.each([
    ["text/plain", "email=a@example.com"],
    ["application/xml", "<email>a@example.com</email>"],
    ["text/html", "<p>hi</p>"],
  ])("the development sign-in refuses %s with 415 and a JSON message", async (type, body) => {
    await expect415(await post("/api/login/dev", { "content-type": type }, body));
  });

  it("a body without a content type is refused with 415", async () => {
    await expect415(await post("/api/login/dev", {}, new TextEncoder().encode("email=a@example.com")));
  });

  it("other writes refuse anything but JSON with 415, form encodings included", async () => {
    const { cookie } = await signIn("bodies@example.com");
    for (const type of [
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "text/plain",
    ]) {
      await expect415(
        await call("/api/user/profile", {
          method: "PATCH",
          headers: { cookie, origin: ORIGIN, "content-type": type },
          body: "username=form_user",
        }),
      );
    }
    await expect415(await post("/api/auth/make-me-admin", { "content-type": "application/xml" }, "<x/>"));
  });

  it("malformed JSON is a 400 with a JSON message", async () => {
    const { cookie } = await signIn("malformed@example.com");
    for (const [path, method, withCookie] of [
      ["/api/login/dev", "POST", undefined],
      ["/api/user/profile", "PATCH", cookie],
      ["/api/user/payment-method", "POST", cookie],
    ] as const) {
      const response = await call(path, {
        method,
        headers: { origin: ORIGIN, "content-type": "application/json", ...(withCookie ? { cookie } : {}) },
        body: '{"email": "a@example.com",',
      });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({
        message: "Malformed JSON in request body",
        messageKey: "api.error.malformed_json",
      });
    }
  });

  it("a broken multipart form is a 400, not a 500", async () => {
    const response = await post(
      "/api/login/dev",
      { "content-type": "multipart/form-data; boundary=nothing-like-it" },
      "--garbage\r\n",
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/\w/),
      messageKey: "api.error.malformed_form",
    });
  });

  it("a write without a body needs no content type", async () => {
    const response = await post("/api/logout", {});
    expect(response.status).toBe(303);
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
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      messageKey: "rate_limit.retry_in",
      params: { count: seconds },
    });
  });
});
