import { lazy, Suspense } from "react";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { useHydrated } from "#web/lib/use-hydrated";
import { readCookie } from "#web/lib/read-cookie";

const ConsentBanner = lazy(() => import("#web/features/consent/consent-choice"));

/**
 * The cookie banner, in the browser only and only while no choice is stored: its code loads then,
 * so visitors who have chosen never download it. (A consent cookie that is not ours also hides it:
 * the Worker reads anything but `accepted` as no consent, so nothing optional happens.)
 */
export function LazyConsentBanner() {
  const open = useHydrated() && readCookie(document.cookie, CONSENT_COOKIE) === undefined;
  return open ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
