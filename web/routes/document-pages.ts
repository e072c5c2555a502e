import { createRoute, redirect } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";

/**
 * In the single-page app, every address that is none of its pages: a public page (a document the
 * server renders, or its 404), loaded as a document. A hover's preload loads nothing.
 */
export const documentPagesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "$",
  beforeLoad: ({ location, preload }) => {
    if (!preload) throw redirect({ href: location.href, reloadDocument: true });
  },
});
