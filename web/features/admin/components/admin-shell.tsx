import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, LogOutIcon } from "#web/components/icons";
import type { ReactNode } from "react";
import { MainContent, SidebarShell } from "#web/components/layout/app-shell";
import { SidebarTooltip } from "#web/components/layout/sidebar-tooltip";
import { SiteHeader } from "#web/components/layout/site-header";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { useMe } from "#web/features/auth/api";
import { UserAvatar } from "#web/features/auth/components/user-avatar";
import { HeaderAccountButton } from "#web/features/auth/components/header-account-button";
import { fullName } from "#web/features/auth/display-name";
import { LogoutForm } from "#web/features/auth/components/logout-form";
import { navItemsFor } from "../nav-items";

/** The back office frame: the public shell's sidebar with the screens the user's role opens, their name and exits. */
export function AdminShell({ children }: { children: ReactNode }) {
  const { user } = useMe();
  return (
    <SidebarShell
      sidebar={{
        items: navItemsFor(user?.permissions ?? []),
        navLabelKey: "admin.nav_label",
        top: (collapsed) => <AdminIdentity collapsed={collapsed} />,
        footer: (collapsed) => <AdminExits collapsed={collapsed} />,
      }}
    >
      <SiteHeader account={<HeaderAccountButton />} />
      <MainContent>{children}</MainContent>
    </SidebarShell>
  );
}

function AdminIdentity({ collapsed }: { collapsed: boolean }) {
  const { t } = useT();
  const { user } = useMe();
  if (!user) return null;
  return (
    <div className="flex items-center gap-3 border-b border-sidebar-border px-2 py-3">
      <UserAvatar user={user} className="size-8 text-xs" />
      <div className={cn("min-w-0", collapsed && "sr-only")}>
        <p className="truncate text-sm font-semibold">{fullName(user) ?? t("auth.anonymous")}</p>
        <p className="truncate text-xs text-muted-foreground">{t("admin.panel")}</p>
      </div>
    </div>
  );
}

function AdminExits({ collapsed }: { collapsed: boolean }) {
  const { t } = useT();
  return (
    <div className="flex flex-col gap-1 border-t border-sidebar-border p-2">
      <SidebarTooltip collapsed={collapsed} label={t("admin.back_to_site")}>
        <Link
          to="/{-$locale}"
          params={{ locale: undefined }}
          activeOptions={{ exact: true }}
          className="sidebar-item"
        >
          <ArrowLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
          <span className={cn(collapsed && "sr-only")}>{t("admin.back_to_site")}</span>
        </Link>
      </SidebarTooltip>
      <LogoutForm>
        <SidebarTooltip collapsed={collapsed} label={t("auth.account.logout")}>
          <button type="submit" className="sidebar-item w-full cursor-pointer">
            <LogOutIcon className="rtl:-scale-x-100" aria-hidden="true" />
            <span className={cn(collapsed && "sr-only")}>{t("auth.account.logout")}</span>
          </button>
        </SidebarTooltip>
      </LogoutForm>
    </div>
  );
}
