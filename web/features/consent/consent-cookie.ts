import { ANON_ID_COOKIE, CONSENT_MAX_AGE_SECONDS, type ConsentChoice } from "#schema/consent";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { announceConsentChange } from "./consent-change";

/**
 * Saves the choice for 180 days where the Worker reads it. Rejecting also removes the anonymous
 * click id at once, rather than waiting for the next click-out to clear it.
 */
export function storeConsent(choice: ConsentChoice) {
  const attributes = `; Path=/; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}${attributes}`;
  if (choice === "rejected") document.cookie = `${ANON_ID_COOKIE}=; Max-Age=0${attributes}`;
  announceConsentChange();
}
