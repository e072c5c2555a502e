import { useLocation } from "@tanstack/react-router";
import { loginHref } from "./login-href";

/** Sign-in that brings the visitor back to the page (with its search) they are on now. */
export function useLoginHref(): string {
  const here = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  return loginHref(here);
}
