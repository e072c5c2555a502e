import { useRouteContext } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { readCookie } from "#web/lib/read-cookie";

/** Announced on the window whenever the page stores a cookie choice. */
const CONSENT_CHANGED = "consent-change";

export const announceConsentChange = () => dispatchEvent(new Event(CONSENT_CHANGED));

/**
 * Every change of the site's cookies, wherever it was made (another tab, the server's answer to the
 * banner's form), where the browser reports them (the Cookie Store API, where it has one).
 */
const cookieChanges = () => (window as { cookieStore?: EventTarget }).cookieStore;

function subscribe(onChange: () => void) {
  addEventListener(CONSENT_CHANGED, onChange);
  cookieChanges()?.addEventListener("change", onChange);
  return () => {
    removeEventListener(CONSENT_CHANGED, onChange);
    cookieChanges()?.removeEventListener("change", onChange);
  };
}

/**
 * The `consent` cookie's value, following every choice stored on the page (and in other tabs, where
 * the browser reports it); the server's render (and the hydration of its HTML) sees the cookie the
 * page was served with.
 */
export function useConsentCookie(): string | undefined {
  const served = useRouteContext({ from: "__root__", select: (context) => context.consentCookie });
  return useSyncExternalStore(
    subscribe,
    () => readCookie(document.cookie, CONSENT_COOKIE),
    () => served,
  );
}
