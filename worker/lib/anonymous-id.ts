import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { ANON_ID_COOKIE, ANON_ID_PATTERN } from "#schema/consent";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import type { AppEnv } from "../types";

/** Whether the visitor accepted cookies (no choice yet counts as no). */
export const hasConsent = (c: Context<AppEnv>) => getCookie(c, CONSENT_COOKIE) === "accepted";

/** The visitor's anonymous id as its cookie carries it: only with consent and only one we issued. */
export function existingAnonymousId(c: Context<AppEnv>): string | null {
  if (!hasConsent(c)) return null;
  const existing = getCookie(c, ANON_ID_COOKIE);
  return existing && ANON_ID_PATTERN.test(existing) ? existing : null;
}
