import { createRoute, Outlet } from "@tanstack/react-router";
import { meQuery } from "../features/auth/api";
import { loadStrings } from "../i18n/ui-strings";
import { rootRoute } from "./root";
import { Splash } from "../components/splash";
import { AppShell } from "../components/layout/app-shell";
import { loadConsentBanner } from "../components/layout/lazy-consent-banner";

/** Every public page: UI strings loaded (splash until then) and the site shell around the page. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  // The signed-in user comes with the HTML too, so the header's account button renders at once.
  loader: async ({ context }) => {
    await Promise.all([
      loadStrings(context.queryClient, context.locale),
      context.queryClient.ensureQueryData(meQuery),
      loadConsentBanner(context.consentChosen),
    ]);
  },
  pendingComponent: Splash,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
