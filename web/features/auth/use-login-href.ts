import { useLocation } from "@tanstack/react-router";
import { loginHref } from "./login-href";

/**
 * Sign-in that brings the visitor back to the page (with its search) they are on now, at `hash`
 * if given (e.g. `#write-review`: back at the form they were filling in).
 */
export function useLoginHref(hash = ""): string {
  const here = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  return loginHref(`${here}${hash}`);
}
