import { createRoute, Outlet } from "@tanstack/react-router";
import { loadStrings } from "../i18n/ui-strings";
import { rootRoute } from "./root";
import { Splash } from "../components/splash";
import { AppShell } from "../components/layout/app-shell";

/** Every public page: UI strings loaded (splash until then) and the site shell around the page. */
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "app",
  loader: async ({ context }) => {
    await loadStrings(context.queryClient, context.locale);
  },
  pendingComponent: Splash,
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
