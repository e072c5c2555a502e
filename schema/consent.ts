/**
 * The visitor's cookie choice, set by the browser (banner or menu) in the CONSENT_COOKIE and read
 * by the Worker: `accepted` or `rejected`; no cookie means no choice yet, treated as rejected.
 */
export const CONSENT_CHOICES = ["accepted", "rejected"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
/** 180 days: after that the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

/**
 * The anonymous click-out id, set by the Worker only with consent; never extended, so it lives at
 * most 390 days (under 13 months) from the first counted click.
 */
export const ANON_ID_COOKIE = "anon_id";
export const ANON_ID_MAX_AGE_SECONDS = 60 * 60 * 24 * 390;
/** What the Worker issues (32 random bytes, base64url); anything else is replaced, never stored. */
export const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  CONSENT_CHOICES.includes(value as ConsentChoice);
