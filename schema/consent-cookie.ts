/**
 * The cookie holding the visitor's choice, apart from the rest of `consent.ts` so the page shell
 * can check for it without shipping the rest on every page.
 */
export const CONSENT_COOKIE = "consent";
