import { createRoute, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { meQuery } from "../features/auth/api";
import { loadStrings } from "../i18n/ui-strings";
import { rootRoute } from "./root";
import { AppShell } from "../components/layout/app-shell";
import { loadConsentBanner } from "../components/layout/lazy-consent-banner";

// Shown only while a language's strings load for the first time (a language switch): its code
// comes then, not with every page.
const Splash = lazy(() => import("../components/splash"));

/** Every public page: UI strings loaded (splash until then) and the site shell around the page. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  // The signed-in user comes with the HTML too, so the header's account button renders at once.
  loader: async ({ context }) => {
    await Promise.all([
      loadStrings(context.queryClient, context.locale),
      context.queryClient.ensureQueryData(meQuery),
      context.consentCookie !== undefined || loadConsentBanner(),
    ]);
  },
  pendingComponent: () => (
    <Suspense fallback={null}>
      <Splash />
    </Suspense>
  ),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
