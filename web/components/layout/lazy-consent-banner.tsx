import { useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useLocale } from "#web/i18n/use-t";

const importBanner = () => import("#web/features/consent/consent-choice");
type BannerModule = Awaited<ReturnType<typeof importBanner>>;

let loaded: BannerModule | undefined;
/** The banner's code, for a page about to show it (the server renders it in place then). */
export const loadConsentBanner = async () => (loaded ??= await importBanner());

/**
 * Once `loadConsentBanner` has the code, a thenable that is already settled: React then renders the
 * banner at once instead of suspending, so the server puts it in place in the HTML rather than
 * streaming it later into a hidden element.
 */
const settled = (module: BannerModule) =>
  ({ then: (resolve: (value: BannerModule) => void) => resolve(module) }) as unknown as Promise<BannerModule>;
const ConsentBanner = lazy(() => (loaded ? settled(loaded) : loadConsentBanner()));

/**
 * The cookie banner, in the page from the server's HTML while the visitor has not answered it (so
 * it is on screen with the page's first paint, and the page never shows it late), and its code
 * only then: visitors who have chosen never download it. It hydrates once its code is in; a click
 * on it before that is replayed then. A new language renders it anew (keyed by it): the server's
 * HTML, still waiting for the code, is in the old one.
 */
export function LazyConsentBanner() {
  const chosen = useRouteContext({ from: "__root__", select: (context) => context.consentChosen });
  const locale = useLocale();
  return chosen ? null : (
    <Suspense key={locale} fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
