import { createRoute } from "@tanstack/react-router";
import { adminLayoutRoute } from "./admin-layout";
import { loadStrings } from "#web/i18n/ui-strings";
import { translate } from "#web/i18n/translate";
import { useT } from "#web/i18n/use-t";
import { useMe } from "#web/features/auth/api";
import { fullName } from "#web/features/auth/display-name";
import { privatePageHead } from "#web/lib/seo";

export const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: "/",
  loader: async ({ context }) => {
    const strings = await loadStrings(context.queryClient, context.locale);
    return {
      title: translate(strings, "admin.dashboard.title"),
      description: translate(strings, "meta.admin.description"),
    };
  },
  head: ({ loaderData }) => privatePageHead(loaderData),
  component: AdminDashboard,
});

/** The statistics and recent lists arrive with the admin dashboard issue. */
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
