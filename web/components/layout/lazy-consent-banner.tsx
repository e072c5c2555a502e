import { lazy, Suspense, useEffect, useState } from "react";
import { CONSENT_COOKIE } from "#schema/consent-cookie";
import { readCookie } from "#web/lib/read-cookie";

const ConsentBanner = lazy(() => import("#web/features/consent/consent-choice"));

/**
 * The cookie banner, in the browser only and only while no choice is stored: its code loads then,
 * so visitors who have chosen never download it. (A consent cookie that is not ours also hides it:
 * the Worker reads anything but `accepted` as no consent, so nothing optional happens.) Opened in
 * the passive effects right after hydration: opened during it (useHydrated's urgent server/client
 * switch) or later (a timer, while the visitor may already be clicking), the update made React drop
 * a click waiting to be replayed in a part of the page still loading its code (seen in
 * e2e/calculator.test.ts, handicap mode opened directly, and its first click).
 */
export function LazyConsentBanner() {
  const [open, setOpen] = useState(false);
  // Read once, in the effect that follows hydration: see above for why neither earlier nor later.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(readCookie(document.cookie, CONSENT_COOKIE) === undefined), []);
  return open ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
