import { createRoute, Outlet } from "@tanstack/react-router";
import { lazy, Suspense, use } from "react";
import { rootRoute } from "./root";
import { AppShell } from "../components/layout/app-shell";
import { DocumentRenderContext } from "../islands/island-render-context";

// Shown only while a language's strings load for the first time (a language switch): its code
// comes then, not with every page.
const Splash = lazy(() => import("../components/splash"));

/** The app's shell, or a document page's (which only the server renders, and gives). */
function AppLayout() {
  const Shell = use(DocumentRenderContext)?.Shell ?? AppShell;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Every public page: UI strings loaded (splash until then) and the site shell around the page. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  // Its code, like a page's loader, is fetched only when the browser navigates.
  loader: ({ context }) => import("./app-layout.loader").then((m) => m.loadAppLayout(context)),
  pendingComponent: () => (
    <Suspense fallback={null}>
      <Splash />
    </Suspense>
  ),
  component: AppLayout,
});
