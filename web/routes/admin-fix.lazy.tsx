import { createLazyRoute } from "@tanstack/react-router";
import { AdminAccessRequest } from "#web/features/admin/components/admin-access-request";
import { useT } from "#web/i18n/use-t";

export const adminFixLazyRoute = createLazyRoute("/app/admin-fix")({ component: AdminFixPage });

function AdminFixPage() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t("admin_fix.title")}</h1>
      <AdminAccessRequest />
    </div>
  );
}
