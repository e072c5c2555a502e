import { createRoute } from "@tanstack/react-router";
import { appLayoutRoute } from "./app-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { useT } from "../i18n/use-t";
import { meQuery } from "../features/auth/api";
import { privatePageHead } from "../lib/seo";
import { AdminAccessRequest } from "../features/admin/components/admin-access-request";

/** Self-service admin access (no locale variant): works for the server's configured admin e-mail. */
export const adminFixRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: "admin-fix",
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    const [strings] = await Promise.all([
      loadStrings(queryClient, locale),
      queryClient.ensureQueryData(meQuery),
    ]);
    return {
      title: translate(strings, "meta.admin_fix.title"),
      description: translate(strings, "meta.admin_fix.description"),
    };
  },
  head: ({ loaderData }) => privatePageHead(loaderData),
  component: AdminFixPage,
});

function AdminFixPage() {
  const { t } = useT();
  return (
    <div className="space-y-6">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t("admin_fix.title")}</h1>
      <AdminAccessRequest />
    </div>
  );
}
