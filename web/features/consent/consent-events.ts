/** Announced on the window whenever the page stores a cookie choice. */
const CONSENT_CHANGED = "consent-change";

export const announceConsentChange = () => dispatchEvent(new Event(CONSENT_CHANGED));

/**
 * Every change of the site's cookies, wherever it was made (another tab, the server's answer to the
 * banner's form), where the browser reports them (the Cookie Store API, where it has one).
 */
const cookieChanges = () => (window as { cookieStore?: EventTarget }).cookieStore;

export function subscribeConsentChange(onChange: () => void) {
  addEventListener(CONSENT_CHANGED, onChange);
  cookieChanges()?.addEventListener("change", onChange);
  return () => {
    removeEventListener(CONSENT_CHANGED, onChange);
    cookieChanges()?.removeEventListener("change", onChange);
  };
}
