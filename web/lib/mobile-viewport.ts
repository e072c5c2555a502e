/**
 * Below 1024 px the layout is mobile (bottom bar; the sidebar a sheet). At 768 px a fixed sidebar
 * left the page a phone's column under layouts drawn for a tablet's: words and badges spilt out.
 */
const MOBILE_BREAKPOINT_PX = 1024;
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * For behaviour only (which panel a toggle opens). Layout itself switches with CSS `lg:` classes,
 * so the server HTML, which cannot know the width, is already right on every screen.
 */
export function isMobileViewport() {
  return typeof window !== "undefined" && window.matchMedia(MOBILE_QUERY).matches;
}
