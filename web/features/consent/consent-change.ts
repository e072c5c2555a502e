import { useRouteContext } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { readCookie } from "#web/lib/read-cookie";
import { subscribeConsentChange } from "./consent-events";

/**
 * The `consent` cookie's value, following every choice stored on the page (and in other tabs, where
 * the browser reports it); the server's render (and the hydration of its HTML) sees the cookie the
 * page was served with.
 */
export function useConsentCookie(): string | undefined {
  const served = useRouteContext({ from: "__root__", select: (context) => context.consentCookie });
  return useSyncExternalStore(
    subscribeConsentChange,
    () => readCookie(document.cookie, CONSENT_COOKIE),
    () => served,
  );
}
