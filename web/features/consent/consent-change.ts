/** Announced on the window whenever the page stores a cookie choice. */
const CONSENT_CHANGED = "consent-change";

export const announceConsentChange = () => dispatchEvent(new Event(CONSENT_CHANGED));

/** For useSyncExternalStore: calls `onChange` after each choice stored on this page. */
export function subscribeToConsent(onChange: () => void) {
  addEventListener(CONSENT_CHANGED, onChange);
  return () => removeEventListener(CONSENT_CHANGED, onChange);
}
