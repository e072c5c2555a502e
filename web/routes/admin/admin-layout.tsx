import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "../root";
import { loadOwnStrings } from "#web/i18n/load-strings";
import { useT } from "#web/i18n/use-t";
import { ensureMe } from "#web/features/auth/api";

/**
 * The back office: its own shell, straight under the root. Anyone whose role opens none of it goes
 * to the home page; each page checks its own permission (pageGuard) (the API checks every admin call again; that is the check that counts).
 */
export const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "admin",
  beforeLoad: async ({ context }) => {
    const me = await ensureMe(context);
    if (!me.user?.permissions.length) throw redirect({ to: "/{-$locale}", params: { locale: undefined } });
  },
  loader: async ({ context }) => {
    await loadOwnStrings(context, "admin");
  },
  pendingComponent: AdminPending,
}).lazy(() => import("./admin-layout.lazy").then((m) => m.adminLayoutLazyRoute));

/** While the sign-in is checked (a 'Loading...' placeholder). */
function AdminPending() {
  const { t } = useT();
  return (
    <div role="status" className="flex min-h-svh items-center justify-center text-muted-foreground">
      {t("common.loading")}
    </div>
  );
}
