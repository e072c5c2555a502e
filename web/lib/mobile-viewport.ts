/** Below 768 px the layout is mobile. */
const MOBILE_BREAKPOINT_PX = 768;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * For behaviour only (which panel a toggle opens). Layout itself switches with CSS `md:` classes,
 * so the server HTML, which cannot know the width, is already right on every screen.
 */
export function isMobileViewport() {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}
