import { createLazyRoute } from "@tanstack/react-router";
import { useMe } from "#web/features/auth/api";
import { fullName } from "#web/features/auth/display-name";
import { useT } from "#web/i18n/use-t";

export const adminIndexLazyRoute = createLazyRoute("/admin/")({ component: AdminDashboard });

/** The welcome line; the admin dashboard's figures are not built yet. */
function AdminDashboard() {
  const { t } = useT();
  const { user } = useMe();
  const name = (user && fullName(user)) ?? t("auth.anonymous");
  return (
    <div className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{t("admin.dashboard.title")}</h1>
      <p className="text-muted-foreground">{t("admin.dashboard.welcome", { name })}</p>
    </div>
  );
}
