import { createRoute, notFound } from "@tanstack/react-router";
import { adminLayoutRoute } from "./admin-layout";

/**
 * Any other address under /admin: the 404 screen inside the back office's shell, on the server and
 * in the browser alike. Without it the app's catch-all (document-pages.ts) would take the address
 * for a public page and load it as a document, which is this page again, for ever.
 */
export const adminNotFoundRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: "$",
  beforeLoad: () => {
    throw notFound();
  },
});
