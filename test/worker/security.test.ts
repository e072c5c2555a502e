import { describe, expect, it } from "vitest";
import { call, jsonWrite, ORIGIN, PRODUCTION, sessionCookieOf, signIn } from "./support/client";

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

describe("where a write may come from", () => {
  const crossSite = { message: "Cross-site requests are not allowed.", messageKey: "api.error.cross_site" };
  const profileOf = async (cookie: string) =>
    ((await (await call("/api/auth/user", { headers: { cookie } })).json()) as { username: string | null })
      .username;

  it("a signed-in JSON write from another origin is refused, and changes nothing", async () => {
    const { cookie } = await signIn("json-victim@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ username: "hacked_json", firstName: "E", lastName: "Vil" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(crossSite);
    expect(await profileOf(cookie)).not.toBe("hacked_json");
  });

  it("a JSON write the browser calls cross-site is refused, whatever its Origin says", async () => {
    const { cookie } = await signIn("json-victim2@example.com");
    const response = await call("/api/user/profile", {
      method: "PATCH",
      headers: { cookie, origin: ORIGIN, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: JSON.stringify({ username: "hacked_fetch", firstName: "E", lastName: "Vil" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(crossSite);
  });

  it("a same-origin JSON write is processed", async () => {
    const { cookie } = await signIn("same-origin@example.com");
    const response = await call(
      "/api/user/profile",
      jsonWrite("PATCH", { username: "same_origin", firstName: "S", lastName: "O" }, cookie),
    );
    expect(response.status).toBe(200);
    expect(await profileOf(cookie)).toBe("same_origin");
  });

  /** The cookie banner's form as the site's own page posts it, to `url` from `origin`. */
  const consentFrom = (url: string, origin: string, bindings = {}) =>
    call(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          "sec-fetch-site": "same-origin",
        },
        body: "choice=accepted&returnTo=%2Fen",
        redirect: "manual",
      },
      bindings,
    );

  it("on a deployment only SITE_URL's origin may write, not whatever host the request names", async () => {
    expect(
      (await consentFrom("https://site.example/api/consent", "https://site.example", PRODUCTION)).status,
    ).toBe(303);
    const elsewhere = await consentFrom(
      "https://other.example/api/consent",
      "https://other.example",
      PRODUCTION,
    );
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual(crossSite);
  });

  it("in development the address the site was opened at may write too", async () => {
    expect((await consentFrom("http://127.0.0.1:9999/api/consent", "http://127.0.0.1:9999")).status).toBe(
      303,
    );
    expect((await consentFrom("/api/consent", "http://localhost:8787")).status).toBe(303);
    expect((await consentFrom("/api/consent", "https://evil.example")).status).toBe(403);
  });

  it("the site's own plain forms still post: sign-in, sign-out, cookie choice", async () => {
    const form = (path: string, body: string, cookie?: string) =>
      call(path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          "sec-fetch-site": "same-origin",
          "cf-connecting-ip": "198.51.100.251",
          ...(cookie ? { cookie } : {}),
        },
        body,
        redirect: "manual",
      });
    const signedIn = await form("/api/login/dev", "email=form-post%40example.com&firstName=F&lastName=P");
    const cookie = sessionCookieOf(signedIn);
    expect(cookie).toBeTruthy();
    expect((await form("/api/consent", "choice=rejected&returnTo=%2Fel", cookie)).status).toBe(303);
    expect((await form("/api/logout", "", cookie)).status).toBe(303);
    expect((await call("/api/auth/user", { headers: { cookie: cookie! } })).status).toBe(401);
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

  it("a signed-in write without a body needs no content type either; one with a body does", async () => {
    const { cookie } = await signIn("bodiless@example.com");
    const bodiless = await call("/api/user/profile", {
      method: "PATCH",
      headers: { cookie, origin: ORIGIN },
    });
    expect(bodiless.status).not.toBe(415);
    await expect415(
      await call("/api/user/profile", { method: "PATCH", headers: { cookie, origin: ORIGIN }, body: "x" }),
    );
  });
});

describe("security headers", () => {
  it("pages carry a strict CSP whose nonce is on every inline script that runs", async () => {
    const response = await call("/en/providers");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await response.text();
    // Data blocks (JSON-LD, an island's data) never run: the CSP does not apply to them.
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)([^>]*)>/g),
    ];
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
