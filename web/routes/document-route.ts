import { redirect, type ParsedLocation } from "@tanstack/react-router";

/**
 * The options that make a route a document page: the server serves it with no router in the
 * browser, only its islands (worker/render.tsx). The single-page app (the back office, /profile)
 * never renders it: following a link to it there loads it as a document.
 */
export const documentRoute = {
  staticData: { document: true },
  beforeLoad: ({ location, preload }: { location: ParsedLocation; preload: boolean }) => {
    if (typeof document !== "undefined" && !preload)
      throw redirect({ href: location.href, reloadDocument: true });
  },
};
