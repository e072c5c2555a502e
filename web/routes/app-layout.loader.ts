import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import { meQuery } from "../features/auth/api";
import { loadStrings } from "../i18n/load-strings";
import { loadConsentBanner } from "../components/layout/lazy-consent-banner";

/**
 * Every public page's shared data: the UI strings, and the signed-in user, who comes with the HTML
 * too so the header's account button renders at once; the cookie banner's code when it shows.
 */
export async function loadAppLayout(context: {
  queryClient: QueryClient;
  locale: Locale;
  consentCookie: string | undefined;
}) {
  await Promise.all([
    loadStrings(context.queryClient, context.locale),
    context.queryClient.ensureQueryData(meQuery),
    context.consentCookie !== undefined || loadConsentBanner(),
  ]);
}
