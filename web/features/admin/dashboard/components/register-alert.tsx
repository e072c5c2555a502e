import { Link } from "@tanstack/react-router";
import type { AdminDashboard } from "#schema/api/admin-dashboard";
import { Badge } from "#web/components/ui/badge";
import { ShieldAlertIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { StandingBadge } from "#web/features/admin/register/components/standing-badge";

/**
 * The providers the latest register import did not confirm: the public site already stopped
 * promoting them, and the admin should know why. Absent once an import confirms them all.
 */
export function RegisterAlert({ providers }: { providers: AdminDashboard["registerAlerts"] }) {
  const { t, locale } = useT();
  if (providers.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="register-alert-title"
      className="space-y-3 rounded-lg border border-destructive p-4"
    >
      <h2 id="register-alert-title" className="flex items-center gap-2 font-semibold text-destructive">
        <ShieldAlertIcon className="size-5" aria-hidden="true" />
        {t("admin.dashboard.register_alert.title")}
      </h2>
      <p className="text-sm">{t("admin.dashboard.register_alert.description")}</p>
      <ul className="divide-y">
        {providers.map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            {provider.slug ? (
              <a href={`/${locale}/providers/${provider.slug}`} className="font-medium hover:underline">
                {provider.brand}
              </a>
            ) : (
              <span className="font-medium">{provider.brand}</span>
            )}
            <span className="flex items-center gap-2">
              {!provider.active && <Badge variant="secondary">{t("admin.dashboard.inactive")}</Badge>}
              <StandingBadge standing={provider.registerCheck} />
            </span>
          </li>
        ))}
      </ul>
      <Link to="/admin/register" className="text-sm font-medium underline">
        {t("admin.dashboard.register_alert.import")}
      </Link>
    </section>
  );
}
