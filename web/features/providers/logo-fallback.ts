const FAILED = "data-logo-failed";

/**
 * Shows the brand in place of every provider logo (provider-logo.tsx: an image marked `data-logo`)
 * that fails to load, on this page now and later, a document page's and the app's alike: without
 * React, whose handlers do not run outside an island. The box is marked while its image has failed
 * (a new address that loads, in the app, takes the mark off). An image's `load` and `error` do not
 * bubble: they are caught on their way down (capture). One that failed before this ran is found by
 * its state (done, with no picture).
 */
export function showLogoFallbacks() {
  const follow = (event: Event) => {
    const image = event.target;
    if (image instanceof HTMLImageElement && image.matches("img[data-logo]"))
      image.parentElement?.toggleAttribute(FAILED, event.type === "error");
  };
  addEventListener("error", follow, true);
  addEventListener("load", follow, true);
  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-logo]"))
    if (image.complete && image.naturalWidth === 0) image.parentElement?.setAttribute(FAILED, "");
}
