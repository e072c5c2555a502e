import type { Bindings } from "../bindings";
import type { MailQueueMessage } from "../services/mail-deliveries";
import type { MailConfig } from "./mail/select-transport";
import { apiError } from "./errors";

/** Published with the code for local development, so a deployment that uses one is refused. */
const DEV_SESSION_SECRET = "local-development-session-secret-do-not-deploy";
export const DEV_PAYOUT_KEY = "bG9jYWwtZGV2ZWxvcG1lbnQtcGF5b3V0LWtleS0zMmI="; // 32 bytes, base64
/** Where `npm start` serves unless told otherwise. */
const DEV_SITE_URL = "http://localhost:8787";
/** HS256 needs a key at least as long as its hash to be as strong as the hash. */
const MIN_SESSION_SECRET_BYTES = 32;

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string };

export type AppConfig = {
  development: boolean;
  sessionSecret: Uint8Array;
  /** The site's origin (no trailing slash): links in e-mails and the sign-in callback point here. */
  siteUrl: string;
  oidc: OidcConfig | null;
  adminEmail: string | null;
  payoutKey: string;
  mail: MailConfig;
  /** The producer binding of the mail queue; null when wrangler.toml lacks it (see mailQueueOf). */
  mailQueue: Queue<MailQueueMessage> | null;
};

/**
 * The one place that decides "development or not": only the exact value `development` opts in,
 * so a typo, another name or a missing value runs as a deployment.
 */
const isDevelopment = (env: Pick<Bindings, "ENVIRONMENT">) => env.ENVIRONMENT === "development";

/** A setting the site cannot run with: the operator reads which in the log, the visitor gets a 503. */
function refuse(setting: string, problem: string): never {
  console.error(`Configuration: ${setting} ${problem}; the site answers 503 until it is fixed.`);
  throw apiError(503, "api.error.not_configured");
}

function sessionSecret(value: string | undefined, development: boolean): string {
  if (development) return value || DEV_SESSION_SECRET;
  if (!value) refuse("SESSION_SECRET", "is missing");
  if (value === DEV_SESSION_SECRET) refuse("SESSION_SECRET", "is the published development value");
  if (new TextEncoder().encode(value).length < MIN_SESSION_SECRET_BYTES)
    refuse("SESSION_SECRET", `is shorter than ${MIN_SESSION_SECRET_BYTES} bytes`);
  return value;
}

function payoutKey(value: string | undefined, development: boolean): string {
  if (development) return value || DEV_PAYOUT_KEY;
  if (!value) refuse("PAYOUT_ENCRYPTION_KEY", "is missing");
  if (value.trim() === DEV_PAYOUT_KEY) refuse("PAYOUT_ENCRYPTION_KEY", "is the published development key");
  return value;
}

function siteUrl(value: string | undefined, development: boolean): string {
  if (!value && development) return DEV_SITE_URL;
  if (!value) refuse("SITE_URL", "is missing");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse("SITE_URL", `is not an address (${JSON.stringify(value)})`);
  }
  if (!development && url.protocol !== "https:") refuse("SITE_URL", "must be an https address");
  return url.origin;
}

function mailTransport(value: string | undefined, development: boolean): MailConfig["transport"] {
  if (value === "outbox" || value === "cloudflare" || value === "http") return value;
  return development ? "outbox" : "cloudflare";
}

/** Reads the configuration from bindings: local defaults in development, strict checks elsewhere. */
export function readConfig(env: Bindings): AppConfig {
  const development = isDevelopment(env);
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env;
  return {
    development,
    sessionSecret: new TextEncoder().encode(sessionSecret(env.SESSION_SECRET, development)),
    siteUrl: siteUrl(env.SITE_URL, development),
    oidc:
      OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET
        ? {
            issuer: OIDC_ISSUER.replace(/\/$/, ""),
            clientId: OIDC_CLIENT_ID,
            clientSecret: OIDC_CLIENT_SECRET,
          }
        : null,
    adminEmail: env.ADMIN_EMAIL?.trim() || null,
    payoutKey: payoutKey(env.PAYOUT_ENCRYPTION_KEY, development),
    mail: {
      transport: mailTransport(env.MAIL_TRANSPORT, development),
      from: env.MAIL_FROM ?? "no-reply@localhost",
      httpUrl: env.MAIL_HTTP_URL,
      httpKey: env.MAIL_HTTP_KEY,
      sendEmail: env.SEND_EMAIL,
    },
    mailQueue: env.MAIL_QUEUE ?? null,
  };
}

/**
 * Every mail goes through the mail queue: without its binding no mail is accepted (503, and the
 * log and /api/health name the binding), rather than mail being dropped.
 */
export function mailQueueOf(config: AppConfig): Queue<MailQueueMessage> {
  if (config.mailQueue) return config.mailQueue;
  console.error(
    "Configuration: the MAIL_QUEUE binding ([[queues.producers]] in wrangler.toml) is missing; no mail is accepted until it is added.",
  );
  throw apiError(503, "api.error.not_configured");
}
