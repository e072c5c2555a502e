import { safeReturnPath } from "#schema/return-path";

/** Where sign-in starts, coming back to `returnTo` afterwards (the home page if it is not ours). */
export function loginHref(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(safeReturnPath(returnTo))}`;
}
