import { HTTPException } from "hono/http-exception";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { describe, expect, it } from "vitest";
import type { OidcConfig } from "#worker/lib/config";
import { beginLogin, completeLogin, type Fetcher } from "#worker/services/oidc";

const SECRET = new TextEncoder().encode("test-session-secret-for-oidc-flows");
const REDIRECT_URI = "https://betcompare.example/api/callback";
const KID = "fake-idp-key";

/** How a test spoils the ID token the fake identity provider hands out for one code. */
type IdTokenTampering = {
  nonce?: string;
  issuer?: string;
  audience?: string;
  expiresAt?: number;
  signWith?: CryptoKey;
  /** The userinfo endpoint answers for another subject. */
  userinfoSubject?: string;
  /** The userinfo endpoint is down. */
  userinfoFails?: boolean;
};

/**
 * Where the provider puts the e-mail and names: in the ID token (as many do), or only in the
 * userinfo response (the default of certified providers for the code flow).
 */
type ClaimsIn = "id_token" | "userinfo";

const PROFILE = {
  email: "Eleni@Example.test",
  email_verified: true,
  given_name: "Eleni",
  family_name: "Georgiou",
};

type IssuedCode = {
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  tampering: IdTokenTampering;
  redeemed: boolean;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return Buffer.from(digest).toString("base64url");
}

let idpCount = 0;
// RSA key generation is slow: one pair signs for every fake provider, another is the impostor's.
const providerKeys = await generateKeyPair("RS256");
const impostorKeys = await generateKeyPair("RS256");

/**
 * An identity provider in memory: discovery, JWKS and a token endpoint answered by `fetcher`.
 * Each instance has its own issuer (and JWKS address), because the service caches both per isolate.
 */
async function fakeIdentityProvider(claimsIn: ClaimsIn = "id_token") {
  const issuer = `https://idp-${++idpCount}.test`;
  const oidc: OidcConfig = { issuer, clientId: "site-client", clientSecret: "s3cret:with/odd+chars" };
  const { privateKey, publicKey } = providerKeys;
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode>();
  const tokenRequests: string[] = [];
  const userinfoRequests: string[] = [];
  /** Access token → the code it was issued for. */
  const accessTokens = new Map<string, IssuedCode>();

  async function mintIdToken(issued: IssuedCode) {
    const { tampering } = issued;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ nonce: tampering.nonce ?? issued.nonce, ...(claimsIn === "id_token" && PROFILE) })
      .setProtectedHeader({ alg: "RS256", kid: KID })
      .setIssuer(tampering.issuer ?? issuer)
      .setAudience(tampering.audience ?? oidc.clientId)
      .setSubject("user-42")
      .setIssuedAt(now - 5)
      .setExpirationTime(tampering.expiresAt ?? now + 300)
      .sign(tampering.signWith ?? privateKey);
  }

  async function token(init: RequestInit | undefined) {
    const expectedAuth = `Basic ${btoa(`${encodeURIComponent(oidc.clientId)}:${encodeURIComponent(oidc.clientSecret)}`)}`;
    if (new Headers(init?.headers).get("authorization") !== expectedAuth) {
      return json({ error: "invalid_client" }, 401);
    }
    const form = new URLSearchParams(String(init?.body ?? ""));
    const code = form.get("code") ?? "";
    tokenRequests.push(code);
    const issued = codes.get(code);
    if (form.get("grant_type") !== "authorization_code" || !issued || issued.redeemed) {
      return json({ error: "invalid_grant" }, 400);
    }
    issued.redeemed = true;
    if (form.get("redirect_uri") !== issued.redirectUri) return json({ error: "invalid_grant" }, 400);
    if ((await s256(form.get("code_verifier") ?? "")) !== issued.codeChallenge) {
      return json({ error: "invalid_grant", error_description: "PKCE verification failed" }, 400);
    }
    const accessToken = `at-${crypto.randomUUID()}`;
    accessTokens.set(accessToken, issued);
    return json({
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: 300,
      id_token: await mintIdToken(issued),
    });
  }

  function userinfo(init: RequestInit | undefined) {
    const bearer = new Headers(init?.headers).get("authorization") ?? "";
    userinfoRequests.push(bearer);
    const issued = accessTokens.get(bearer.replace(/^Bearer /, ""));
    if (!issued) return json({ error: "invalid_token" }, 401);
    if (issued.tampering.userinfoFails) return new Response("unavailable", { status: 503 });
    return json({ sub: issued.tampering.userinfoSubject ?? "user-42", ...PROFILE });
  }

  const fetcher: Fetcher = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== issuer) return new Response("unknown host", { status: 502 });
    switch (url.pathname) {
      case "/.well-known/openid-configuration":
        return json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          userinfo_endpoint: `${issuer}/userinfo`,
        });
      case "/jwks":
        return json({ keys: [jwk] });
      case "/userinfo":
        return userinfo(init);
      case "/token":
        return init?.method === "POST" ? token(init) : json({ error: "invalid_request" }, 405);
      default:
        return json({ error: "not_found" }, 404);
    }
  };

  /** The visitor signs in at the provider: a fresh code for this authorization request. */
  function authorize(authorizationUrl: string, tampering: IdTokenTampering = {}) {
    const params = new URL(authorizationUrl).searchParams;
    const code = `code-${codes.size + 1}-${crypto.randomUUID()}`;
    codes.set(code, {
      nonce: params.get("nonce") ?? "",
      codeChallenge: params.get("code_challenge") ?? "",
      redirectUri: params.get("redirect_uri") ?? "",
      tampering,
      redeemed: false,
    });
    return { code, state: params.get("state") ?? "" };
  }

  return { issuer, oidc, fetcher, authorize, tokenRequests, userinfoRequests };
}

type FakeIdp = Awaited<ReturnType<typeof fakeIdentityProvider>>;

async function begin(idp: FakeIdp, returnTo?: string) {
  return beginLogin({
    oidc: idp.oidc,
    secret: SECRET,
    redirectUri: REDIRECT_URI,
    returnTo,
    fetcher: idp.fetcher,
  });
}

function complete(
  idp: FakeIdp,
  query: { code?: string; state?: string; error?: string },
  flowToken?: string,
) {
  return completeLogin({
    oidc: idp.oidc,
    secret: SECRET,
    redirectUri: REDIRECT_URI,
    query,
    flowToken,
    fetcher: idp.fetcher,
  });
}

/** The sign-in must end in a 401 with a message for the visitor, and hand out no claims. */
async function expectRefused(attempt: Promise<unknown>) {
  const outcome = await attempt.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  expect(outcome).not.toHaveProperty("resolved");
  const { error } = outcome as { error: unknown };
  expect(error).toBeInstanceOf(HTTPException);
  expect((error as HTTPException).status).toBe(401);
  expect((error as HTTPException).message).toMatch(/\w/);
  return (error as HTTPException).message;
}

describe("beginLogin", () => {
  it("asks for the code flow with PKCE (S256), a fresh state and nonce, back to the callback", async () => {
    const idp = await fakeIdentityProvider();
    const first = await begin(idp, "/profile");
    const second = await begin(idp, "/profile");
    const url = new URL(first.authorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/authorize`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      response_type: "code",
      client_id: "site-client",
      redirect_uri: REDIRECT_URI,
      code_challenge_method: "S256",
    });
    expect(params.scope?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(params.state).toMatch(/^[\w-]{40,}$/);
    expect(params.nonce).toMatch(/^[\w-]{40,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).not.toBe(params.nonce);
    expect(new URL(second.authorizationUrl).searchParams.get("state")).not.toBe(params.state);
    // Nothing secret travels in the address: the verifier stays in the signed flow cookie.
    expect(first.authorizationUrl).not.toContain("verifier");
    expect(first.maxAge).toBeGreaterThan(0);
  });
});

describe("completeLogin", () => {
  it("signs in: maps the ID token's claims and returns to the page the visitor came from", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/providers?sort=name#reviews");
    const result = await complete(idp, idp.authorize(flow.authorizationUrl), flow.flowToken);
    expect(result).toEqual({
      returnTo: "/providers?sort=name#reviews",
      claims: {
        issuer: idp.issuer,
        subject: "user-42",
        email: "Eleni@Example.test",
        emailVerified: true,
        firstName: "Eleni",
        lastName: "Georgiou",
        picture: undefined,
      },
    });
    expect(idp.tokenRequests).toHaveLength(1);
    // Everything the site keeps was in the ID token: no second round trip.
    expect(idp.userinfoRequests).toEqual([]);
  });

  it("reads the e-mail and names from userinfo when the ID token carries only the subject", async () => {
    const idp = await fakeIdentityProvider("userinfo");
    const flow = await begin(idp, "/profile");
    const result = await complete(idp, idp.authorize(flow.authorizationUrl), flow.flowToken);
    expect(result.claims).toEqual({
      issuer: idp.issuer,
      subject: "user-42",
      email: "Eleni@Example.test",
      emailVerified: true,
      firstName: "Eleni",
      lastName: "Georgiou",
      picture: undefined,
    });
    expect(idp.userinfoRequests).toEqual([expect.stringMatching(/^Bearer at-/)]);
  });

  it("refuses userinfo that is about another subject than the ID token", async () => {
    const idp = await fakeIdentityProvider("userinfo");
    const flow = await begin(idp, "/profile");
    const query = idp.authorize(flow.authorizationUrl, { userinfoSubject: "user-7" });
    expect(await expectRefused(complete(idp, query, flow.flowToken))).toMatch(/not about the signed-in user/);
  });

  it("fails the sign-in as unreachable when userinfo is needed but down (no user without an e-mail)", async () => {
    const idp = await fakeIdentityProvider("userinfo");
    const flow = await begin(idp, "/profile");
    const query = idp.authorize(flow.authorizationUrl, { userinfoFails: true });
    await expect(complete(idp, query, flow.flowToken)).rejects.toMatchObject({ status: 502 });
  });

  it.each(["https://evil.example/x", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"])(
    "returns to the home page, not to the foreign %j",
    async (returnTo) => {
      const idp = await fakeIdentityProvider();
      const flow = await begin(idp, returnTo);
      const result = await complete(idp, idp.authorize(flow.authorizationUrl), flow.flowToken);
      expect(result.returnTo).toBe("/");
    },
  );

  it("refuses a state that is not the one of this sign-in, before redeeming the code", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const { code } = idp.authorize(flow.authorizationUrl);
    await expectRefused(complete(idp, { code, state: "wrong" }, flow.flowToken));
    await expectRefused(complete(idp, { code }, flow.flowToken));
    expect(idp.tokenRequests).toEqual([]);
  });

  it("refuses the state of another sign-in attempt (a second tab's flow cookie)", async () => {
    const idp = await fakeIdentityProvider();
    const mine = await begin(idp, "/profile");
    const other = await begin(idp, "/profile");
    await expectRefused(complete(idp, idp.authorize(other.authorizationUrl), mine.flowToken));
    expect(idp.tokenRequests).toEqual([]);
  });

  it("refuses a missing flow token (the cookie expired or the sign-in began elsewhere)", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    await expectRefused(complete(idp, idp.authorize(flow.authorizationUrl), undefined));
    await expectRefused(complete(idp, idp.authorize(flow.authorizationUrl), "not-a-jwt"));
    expect(idp.tokenRequests).toEqual([]);
  });

  it("refuses a flow token forged with another secret, even when its state matches", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const query = idp.authorize(flow.authorizationUrl);
    const forged = await new SignJWT({ state: query.state, nonce: "n", verifier: "v", returnTo: "/" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("somebody-else's-secret"));
    await expectRefused(complete(idp, query, forged));
    expect(idp.tokenRequests).toEqual([]);
  });

  it("refuses an expired flow token", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const query = idp.authorize(flow.authorizationUrl);
    const expired = await new SignJWT({ state: query.state, nonce: "n", verifier: "v", returnTo: "/" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(SECRET);
    await expectRefused(complete(idp, query, expired));
  });

  it("refuses an error sent back by the identity provider (e.g. the visitor declined)", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const { state } = idp.authorize(flow.authorizationUrl);
    await expectRefused(complete(idp, { error: "access_denied", state }, flow.flowToken));
  });

  it("refuses a replayed code: the provider redeems a code once", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const query = idp.authorize(flow.authorizationUrl);
    await expect(complete(idp, query, flow.flowToken)).resolves.toHaveProperty("claims.subject", "user-42");
    const message = await expectRefused(complete(idp, query, flow.flowToken));
    expect(message).toMatch(/code/i);
    expect(idp.tokenRequests).toEqual([query.code, query.code]);
  });

  it("refuses a code the provider never issued", async () => {
    const idp = await fakeIdentityProvider();
    const flow = await begin(idp, "/profile");
    const { state } = idp.authorize(flow.authorizationUrl);
    await expectRefused(complete(idp, { code: "invented", state }, flow.flowToken));
  });

  it("refuses a code issued for another sign-in (its PKCE verifier does not match)", async () => {
    const idp = await fakeIdentityProvider();
    const mine = await begin(idp, "/profile");
    const other = await begin(idp, "/profile");
    const { code } = idp.authorize(other.authorizationUrl);
    const { state } = idp.authorize(mine.authorizationUrl);
    await expectRefused(complete(idp, { code, state }, mine.flowToken));
    expect(idp.tokenRequests).toEqual([code]);
  });

  describe("refuses an ID token that", () => {
    const now = () => Math.floor(Date.now() / 1000);
    it.each<[string, () => IdTokenTampering]>([
      ["carries another sign-in's nonce", () => ({ nonce: "someone-elses-nonce" })],
      ["was issued by another issuer", () => ({ issuer: "https://idp-elsewhere.test" })],
      ["was issued for another client (audience)", () => ({ audience: "another-client" })],
      ["has expired", () => ({ expiresAt: now() - 120 })],
      ["is signed by another key (same kid)", () => ({ signWith: impostorKeys.privateKey })],
    ])("%s", async (_case, tampering) => {
      const idp = await fakeIdentityProvider();
      const flow = await begin(idp, "/profile");
      const query = idp.authorize(flow.authorizationUrl, tampering());
      // The code was redeemed; the refusal is the ID token's, not the flow's or the code's.
      expect(await expectRefused(complete(idp, query, flow.flowToken))).toMatch(/identity token/i);
      expect(idp.tokenRequests).toEqual([query.code]);
    });
  });
});
