import type { Db } from "./lib/db";
import type { Bindings } from "./bindings";
import type { AppConfig } from "./lib/config";
import type { CurrentUser } from "./services/representatives";

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    db: Db;
    /** The request's D1 session (see lib/d1-session.ts). */
    d1?: D1DatabaseSession;
    config: AppConfig;
    /** The signed-in user, or null; set for every /api request by the session middleware. */
    user: CurrentUser | null;
    sessionId: string | null;
    /** The visitor's language (hono/language), read through `requestLocale`. */
    language: string;
    /** Per-response nonce for inline scripts (Content-Security-Policy). */
    secureHeadersNonce?: string;
  };
};
