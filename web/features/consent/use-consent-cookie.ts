import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { readCookie } from "#web/lib/read-cookie";
import { subscribeConsentChange } from "./consent-events";

/**
 * The `consent` cookie's value, following every choice stored on the page (and in other tabs, where
 * the browser reports it); the server's render (and the hydration of its HTML) sees `served`, the
 * cookie the page was served with.
 */
export function useConsentCookieFrom(served: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribeConsentChange,
    () => readCookie(document.cookie, CONSENT_COOKIE),
    () => served,
  );
}
