import { HTTPException } from "hono/http-exception";
import { createRemoteJWKSet, customFetch, jwtVerify, SignJWT, type JWTPayload } from "jose";
import { safeReturnPath } from "#schema/return-path";
import type { OidcConfig } from "../lib/config";
import { randomToken, sha256, toBase64Url } from "../lib/crypto";
import type { IdentityClaims } from "./users";

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };
export type Fetcher = typeof fetch;

/** How long a visitor may take at the identity provider before the sign-in attempt lapses. */
const FLOW_TTL_SECONDS = 10 * 60;
const discoveryCache = new Map<string, Promise<Discovery>>();
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

const sameIssuer = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

function unauthorized(message: string): never {
  throw new HTTPException(401, { message });
}

async function fetchDiscovery(issuer: string, fetcher: Fetcher): Promise<Discovery> {
  const response = await fetcher(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new HTTPException(502, { message: "The identity provider could not be reached." });
  const doc = (await response.json()) as Partial<Discovery>;
  if (
    !doc.issuer ||
    !sameIssuer(doc.issuer, issuer) ||
    !doc.authorization_endpoint ||
    !doc.token_endpoint ||
    !doc.jwks_uri
  ) {
    throw new HTTPException(502, { message: "The identity provider's configuration is not valid." });
  }
  return doc as Discovery;
}

/** `/.well-known/openid-configuration`, fetched once per isolate (a failure is retried next time). */
export function discover(issuer: string, fetcher: Fetcher = fetch): Promise<Discovery> {
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
  if (!flowToken)
    unauthorized("The sign-in attempt has expired or was started elsewhere. Please sign in again.");
  try {
    const { payload } = await jwtVerify<Flow>(flowToken, secret, { algorithms: ["HS256"] });
    return payload;
  } catch {
    return unauthorized("The sign-in attempt has expired or was started elsewhere. Please sign in again.");
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
  const body = (await response.json().catch(() => ({}))) as { id_token?: string };
  if (!response.ok || !body.id_token) unauthorized("The identity provider refused the sign-in code.");
  return body.id_token;
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

/** Checks state, redeems the code, verifies the ID token (signature, iss, aud, exp, nonce). */
export async function completeLogin(
  opts: CompleteOptions,
): Promise<{ claims: IdentityClaims; returnTo: string }> {
  if (opts.query.error) unauthorized(`The identity provider reported: ${opts.query.error}`);
  const flow = await readFlow(opts.flowToken, opts.secret);
  if (!opts.query.state || opts.query.state !== flow.state)
    unauthorized("The sign-in state does not match. Please sign in again.");
  if (!opts.query.code) unauthorized("The identity provider sent no sign-in code.");
  const discovery = await discover(opts.oidc.issuer, opts.fetcher);
  const idToken = await exchangeCode(discovery, opts, opts.query.code, flow.verifier);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, jwksFor(discovery, opts.fetcher), {
      issuer: discovery.issuer,
      audience: opts.oidc.clientId,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch {
    return unauthorized("The identity token is not valid.");
  }
  if (payload.nonce !== flow.nonce) unauthorized("The identity token was not issued for this sign-in.");
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
