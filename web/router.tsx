import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { FullRouteTree } from "./server-route-tree";
import type { RouterContext } from "./router-context";
import { lazy, Suspense, use } from "react";
import { DocumentRenderContext } from "./islands/island-render-context";

// In the app, the 404 screen's code loads only when a visitor meets it.
const NotFoundScreen = lazy(() => import("./components/not-found"));

/**
 * Any unknown address: a document's 404 screen is the server's, given with its shell, so nothing in
 * the document waits for code (a part that suspended would be streamed after the page, and shown
 * only by a script).
 */
function NotFound() {
  const DocumentNotFound = use(DocumentRenderContext)?.NotFound;
  if (DocumentNotFound) return <DocumentNotFound />;
  return (
    <Suspense fallback={null}>
      <NotFoundScreen />
    </Suspense>
  );
}

export function createAppRouter(
  context: RouterContext,
  routeTree: FullRouteTree,
  options: { nonce?: string } = {},
) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    ...(options.nonce ? { ssr: { nonce: options.nonce } } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * Served as a document: the browser gets no router and hydrates only the page's islands, and
     * following a link loads the next page.
     */
    document?: boolean;
  }
}
