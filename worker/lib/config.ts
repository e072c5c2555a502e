import { HTTPException } from "hono/http-exception";
import type { Bindings } from "../bindings";
import type { MailConfig } from "./mail/select-transport";

/** Local development only: every deployed environment must set its own secrets. */
const DEV_SESSION_SECRET = "local-development-session-secret-do-not-deploy";
export const DEV_PAYOUT_KEY = "bG9jYWwtZGV2ZWxvcG1lbnQtcGF5b3V0LWtleS0zMmI="; // 32 bytes, base64

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string };

export type AppConfig = {
  production: boolean;
  sessionSecret: Uint8Array;
  oidc: OidcConfig | null;
  adminEmail: string | null;
  payoutKey: string;
  mail: MailConfig;
};

function secret(env: Bindings, name: "SESSION_SECRET" | "PAYOUT_ENCRYPTION_KEY", devDefault: string) {
  const value = env[name];
  if (value) return value;
  if (env.ENVIRONMENT === "production") {
    throw new HTTPException(503, { message: `The server is missing its ${name} secret.` });
  }
  return devDefault;
}

function mailTransport(value: string | undefined, production: boolean): MailConfig["transport"] {
  if (value === "outbox" || value === "cloudflare" || value === "http") return value;
  return production ? "cloudflare" : "outbox";
}

/** Reads the configuration from bindings, with local defaults outside production. */
export function readConfig(env: Bindings): AppConfig {
  const production = env.ENVIRONMENT === "production";
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env;
  return {
    production,
    sessionSecret: new TextEncoder().encode(secret(env, "SESSION_SECRET", DEV_SESSION_SECRET)),
    oidc:
      OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
        ? {
            issuer: OIDC_ISSUER.replace(/\/$/, ""),
            clientId: OIDC_CLIENT_ID,
            clientSecret: OIDC_CLIENT_SECRET,
          }
        : null,
    adminEmail: env.ADMIN_EMAIL?.trim() || null,
    payoutKey: secret(env, "PAYOUT_ENCRYPTION_KEY", DEV_PAYOUT_KEY),
    mail: {
      transport: mailTransport(env.MAIL_TRANSPORT, production),
      from: env.MAIL_FROM ?? "no-reply@localhost",
      httpUrl: env.MAIL_HTTP_URL,
      httpKey: env.MAIL_HTTP_KEY,
      sendEmail: env.SEND_EMAIL,
    },
  };
}
