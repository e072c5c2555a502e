import { hydrateOnIntent } from "#web/components/deferred-block";
import { useConsentCookie } from "#web/features/consent/consent-change";

/**
 * The cookie banner's code comes only when the visitor reaches for it: a press before that submits
 * the form in the server's HTML, which the page's entry sends in place (consent-in-place.ts), so
 * the banner costs most visitors no download at all. The layout's loader fetches it (`preload`), so
 * the server, and a page rendered anew in the browser (a new language), render it in place.
 */
const ConsentBanner = hydrateOnIntent(() =>
  import("#web/features/consent/consent-choice").then((module) => module.default),
);
export const loadConsentBanner = ConsentBanner.preload;

/**
 * The cookie banner, in the server's HTML while the visitor has not answered it (so it is on
 * screen with the page's first paint, never late), and gone as soon as a choice is stored, here or
 * in the menu, whether or not its code has come.
 */
export function LazyConsentBanner() {
  return useConsentCookie() === undefined ? <ConsentBanner /> : null;
}
