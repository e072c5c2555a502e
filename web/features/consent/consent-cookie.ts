import { useSyncExternalStore } from "react";
import {
  ANON_ID_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  isConsentChoice,
  type ConsentChoice,
} from "#schema/consent";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { readCookie } from "#web/lib/read-cookie";
import { announceConsentChange, subscribeToConsent } from "./consent-change";

/** The visitor's stored choice, or undefined while none is made (or the cookie is not ours). */
export function readConsent(): ConsentChoice | undefined {
  const value = readCookie(document.cookie, CONSENT_COOKIE);
  return isConsentChoice(value) ? value : undefined;
}

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

/** The stored choice, following changes made anywhere on the page; the server knows none. */
export function useConsent(): ConsentChoice | undefined {
  return useSyncExternalStore(subscribeToConsent, readConsent, () => undefined);
}
