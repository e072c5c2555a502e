import { createRemoteJWKSet, customFetch, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { safeReturnPath } from "#schema/return-path";
import type { OidcConfig } from "../lib/config";
import { randomToken, sha256, toBase64Url } from "../lib/crypto";
import type { IdentityClaims } from "./users";
import { apiError } from "../lib/errors";
import type { keyedMessage } from "#schema/api/messages";

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
};
export type Fetcher = typeof fetch;

/** How long a visitor may take at the identity provider before the sign-in attempt lapses. */
const FLOW_TTL_SECONDS = 10 * 60;
const discoveryCache = new Map<string, Promise<Discovery>>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const sameIssuer = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

function unauthorized(...message: Parameters<typeof keyedMessage>): never {
  throw apiError(401, ...message);
}

async function fetchDiscovery(issuer: string, fetcher: Fetcher): Promise<Discovery> {
  const response = await fetcher(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw apiError(502, "auth.error.provider_unreachable");
  const doc = (await response.json()) as Partial<Discovery>;
  if (
    !doc.issuer ||
    !sameIssuer(doc.issuer, issuer) ||
    !doc.authorization_endpoint ||
    !doc.token_endpoint ||
    !doc.jwks_uri
  ) {
    throw apiError(502, "auth.error.provider_misconfigured");
  }
  return doc as Discovery;
}

/** `/.well-known/openid-configuration`, fetched once per isolate (a failure is retried next time). */
function discover(issuer: string, fetcher: Fetcher = fetch): Promise<Discovery> {
  let cached = discoveryCache.get(issuer);
  if (!cached) {
    cached = fetchDiscovery(issuer, fetcher).catch((error: unknown) => {
      discoveryCache.delete(issuer);
      throw error;
    });
    discoveryCache.set(issuer, cached);
  }
  return cached;
}

/** Authorization-code flow with PKCE (S256); state, nonce and verifier travel in a signed short-lived cookie. */
export async function beginLogin(opts: {
  oidc: OidcConfig;
  secret: Uint8Array;
  redirectUri: string;
  returnTo: string | undefined;
  fetcher?: Fetcher;
}) {
  const discovery = await discover(opts.oidc.issuer, opts.fetcher);
  const state = randomToken();
  const nonce = randomToken();
  const verifier = randomToken();
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: opts.oidc.clientId,
    redirect_uri: opts.redirectUri,
    scope: "openid email profile",
    state,
    nonce,
    code_challenge: toBase64Url(await sha256(verifier)),
    code_challenge_method: "S256",
  }).toString();
  const flowToken = await new SignJWT({ state, nonce, verifier, returnTo: safeReturnPath(opts.returnTo) })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .sign(opts.secret);
  return { authorizationUrl: url.toString(), flowToken, maxAge: FLOW_TTL_SECONDS };
}

type Flow = { state: string; nonce: string; verifier: string; returnTo: string };

async function readFlow(flowToken: string | undefined, secret: Uint8Array): Promise<Flow> {
  if (!flowToken) unauthorized("auth.error.attempt_expired");
  try {
    const { payload } = await jwtVerify<Flow>(flowToken, secret, { algorithms: ["HS256"] });
    return payload;
  } catch {
    return unauthorized("auth.error.attempt_expired");
  }
}

async function exchangeCode(discovery: Discovery, opts: CompleteOptions, code: string, verifier: string) {
  const response = await (opts.fetcher ?? fetch)(discovery.token_endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      authorization: `Basic ${btoa(`${encodeURIComponent(opts.oidc.clientId)}:${encodeURIComponent(opts.oidc.clientSecret)}`)}`,
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: opts.redirectUri,
      code_verifier: verifier,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { id_token?: string; access_token?: string };
  if (!response.ok || !body.id_token) unauthorized("auth.error.code_refused");
  return { idToken: body.id_token, accessToken: body.access_token };
}

/** The claims the site keeps: the user's e-mail (with whether it is verified) and names. */
const PROFILE_CLAIMS = ["email", "given_name", "family_name"] as const;

/**
 * The userinfo response, when the ID token lacks claims the site keeps: a certified provider puts
 * the scopes' claims only there for the code flow (OpenID Connect Core §5.4). Its `sub` must be
 * the ID token's (§5.3.4), or its claims belong to somebody else.
 */
async function userinfoClaims(
  discovery: Discovery,
  accessToken: string | undefined,
  subject: string,
  fetcher: Fetcher,
): Promise<JWTPayload> {
  if (!discovery.userinfo_endpoint || !accessToken) return {};
  const response = await fetcher(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
  });
  const body: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (!body || typeof body !== "object") {
    throw apiError(502, "auth.error.provider_unreachable");
  }
  if ((body as JWTPayload).sub !== subject) {
    unauthorized("auth.error.userinfo_not_ours");
  }
  return body as JWTPayload;
}

/** The ID token's claims, completed from userinfo; e-mail and its verified flag come as a pair. */
async function profileClaims(
  idToken: JWTPayload,
  discovery: Discovery,
  accessToken: string | undefined,
  fetcher: Fetcher,
): Promise<JWTPayload> {
  if (PROFILE_CLAIMS.every((name) => typeof idToken[name] === "string")) return idToken;
  const userinfo = await userinfoClaims(discovery, accessToken, idToken.sub as string, fetcher);
  const emailFrom = typeof idToken.email === "string" ? idToken : userinfo;
  return {
    ...idToken,
    email: emailFrom.email,
    email_verified: emailFrom.email_verified,
    given_name: idToken.given_name ?? userinfo.given_name,
    family_name: idToken.family_name ?? userinfo.family_name,
    picture: idToken.picture ?? userinfo.picture,
  };
}

function jwksFor(discovery: Discovery, fetcher: Fetcher | undefined) {
  const key = discovery.jwks_uri;
  let jwks = jwksCache.get(key);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(key), fetcher ? { [customFetch]: fetcher } : {});
    jwksCache.set(key, jwks);
  }
  return jwks;
}

type CompleteOptions = {
  oidc: OidcConfig;
  secret: Uint8Array;
  redirectUri: string;
  query: { code?: string; state?: string; error?: string };
  flowToken: string | undefined;
  fetcher?: Fetcher;
};

/**
 * Checks state, redeems the code, verifies the ID token (signature, iss, aud, exp, nonce), and reads
 * the e-mail and names from userinfo when the ID token does not carry them.
 */
export async function completeLogin(
  opts: CompleteOptions,
): Promise<{ claims: IdentityClaims; returnTo: string }> {
  if (opts.query.error) unauthorized("auth.error.provider_reported", { error: opts.query.error });
  const flow = await readFlow(opts.flowToken, opts.secret);
  if (!opts.query.state || opts.query.state !== flow.state) unauthorized("auth.error.state_mismatch");
  if (!opts.query.code) unauthorized("auth.error.no_code");
  const discovery = await discover(opts.oidc.issuer, opts.fetcher);
  const { idToken, accessToken } = await exchangeCode(discovery, opts, opts.query.code, flow.verifier);
  let verified: JWTPayload;
  try {
    ({ payload: verified } = await jwtVerify(idToken, jwksFor(discovery, opts.fetcher), {
      issuer: discovery.issuer,
      audience: opts.oidc.clientId,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch {
    return unauthorized("auth.error.token_invalid");
  }
  if (verified.nonce !== flow.nonce) unauthorized("auth.error.token_not_ours");
  const payload = await profileClaims(verified, discovery, accessToken, opts.fetcher ?? fetch);
  const text = (name: string) => (typeof payload[name] === "string" ? (payload[name] as string) : undefined);
  return {
    returnTo: flow.returnTo,
    claims: {
      issuer: discovery.issuer,
      subject: payload.sub as string,
      email: text("email"),
      emailVerified: payload.email_verified === true,
      firstName: text("given_name"),
      lastName: text("family_name"),
      picture: text("picture"),
    },
  };
}
