import { randomBytes } from "node:crypto";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
// @ts-expect-error oidc-provider ships no type declarations (and @types/oidc-provider is not installed)
import Provider from "oidc-provider";

export type IdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

type StoredPayload = Record<string, unknown> & { uid?: string; grantId?: string; consumed?: number };

/**
 * oidc-provider's storage for one test run, kept in memory: a Map instead of the bundled
 * development adapter (which warns on every start). Consumed codes stay consumed, so a replayed
 * authorization code is refused as it would be by any real provider.
 */
function memoryAdapter() {
  const store = new Map<string, StoredPayload>();
  const sessionsByUid = new Map<string, string>();
  return (model: string) => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: StoredPayload) {
        store.set(key(id), payload);
        if (model === "Session" && payload.uid) sessionsByUid.set(payload.uid, id);
      },
      async find(id: string) {
        return store.get(key(id));
      },
      async findByUid(uid: string) {
        const id = sessionsByUid.get(uid);
        return id ? store.get(key(id)) : undefined;
      },
      async findByUserCode() {
        return undefined;
      },
      async consume(id: string) {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const [stored, payload] of store) if (payload.grantId === grantId) store.delete(stored);
      },
    };
  };
}

/** The claims of any login name typed on the provider's development login page. */
const claimsOf = (sub: string) => ({
  sub,
  email: `${sub}@example.test`,
  email_verified: true,
  given_name: "E2e",
  family_name: sub,
});

/**
 * A certified OpenID Provider (oidc-provider) on loopback with one confidential client whose
 * redirect URI is the site's callback. Its development login page accepts any login name.
 */
export async function startIdentityProvider(siteBaseUrl: string): Promise<IdentityProvider> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "site-e2e";
  const clientSecret = randomBytes(24).toString("base64url");
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${siteBaseUrl}/api/callback`],
        token_endpoint_auth_method: "client_secret_basic",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Left at the certified default (conformIdTokenClaims): for the code flow the ID token carries
    // only `sub`, and the e-mail and names come from the userinfo endpoint.
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    findAccount: (_ctx: unknown, sub: string) => ({ accountId: sub, claims: () => claimsOf(sub) }),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "e2e-signing-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
  });
  server.on("request", (provider as { callback: () => RequestListener }).callback());

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
