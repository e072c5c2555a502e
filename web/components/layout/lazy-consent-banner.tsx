import { useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense } from "react";

const bannerCode = () => import("#web/features/consent/consent-choice");
const ConsentBanner = lazy(bannerCode);

/**
 * The cookie banner, in the page from the server's HTML while the visitor has not answered it (so
 * it is on screen with the page's first paint, and the page never shows it late), and its code
 * only then: visitors who have chosen never download it. It hydrates once its code is in; a click
 * on it before that is replayed then.
 */
export function LazyConsentBanner() {
  const chosen = useRouteContext({ from: "__root__", select: (context) => context.consentChosen });
  return chosen ? null : (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}

/** The banner's code, for a page about to show it: the server then renders it in place. */
export const loadConsentBanner = (consentChosen: boolean) => (consentChosen ? undefined : bannerCode());
