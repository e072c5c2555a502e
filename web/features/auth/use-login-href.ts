import { useLocation } from "@tanstack/react-router";
import { loginHref } from "./login-href";

/** Sign-in that brings the visitor back to the page (with its search) the router shows now. */
export function useLoginHref(): string {
  return loginHref(useLocation({ select: (location) => `${location.pathname}${location.searchStr}` }));
}
