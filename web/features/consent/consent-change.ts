import { useRouteContext } from "@tanstack/react-router";
import { useConsentCookieFrom } from "./use-consent-cookie";

/** The `consent` cookie's value as it follows the visitor's choices, served with the page's request. */
export function useConsentCookie(): string | undefined {
  return useConsentCookieFrom(
    useRouteContext({ from: "__root__", select: (context) => context.consentCookie }),
  );
}
