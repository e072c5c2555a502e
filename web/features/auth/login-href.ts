/** Ends the session on the server and lands on the home page (a full page load, not a route). */
export const LOGOUT_HREF = "/api/logout";

/**
 * A path on this site: starts with one slash, not `//host` or `/\host` (browsers read both as
 * another host), and no control characters (browsers drop tabs and newlines, which could join
 * `/<tab>/host` into `//host`).
 */
export function isSameSitePath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

/** Where sign-in starts, coming back to `returnTo` afterwards (the home page if it is not ours). */
export function loginHref(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(isSameSitePath(returnTo) ? returnTo : "/")}`;
}
