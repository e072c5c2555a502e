import type { MailQueueMessage } from "./services/mail-deliveries";

/**
 * Bindings declared in wrangler.toml, and secrets set with `wrangler secret put` (or `.dev.vars`,
 * or `--var` through `npm start`'s environment locally).
 */
export type Bindings = {
  DB: D1Database;
  /**
   * The production database that Production Sync copies the content to (a second D1 binding);
   * without it the back office's sync answers 503.
   */
  PROD_DB?: D1Database;
  ASSETS: Fetcher;
  /** Exactly "development" for local development; any other value, or none, is a deployment. */
  ENVIRONMENT?: string;
  /** The site's public address (https outside development): the origin of links in e-mails. */
  SITE_URL?: string;
  SESSION_SECRET?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  ADMIN_EMAIL?: string;
  PAYOUT_ENCRYPTION_KEY?: string;
  MAIL_TRANSPORT?: string;
  MAIL_FROM?: string;
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_KEY?: string;
  SEND_EMAIL?: SendEmail;
  /** The mail queue's producer ([[queues.producers]]): every outgoing mail goes through it. */
  MAIL_QUEUE?: Queue<MailQueueMessage>;
};
