import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_ITEMS, type NavItem } from "./nav-items";
import { useSidebar } from "./sidebar-context";
import { SidebarTooltip, SidebarTooltips } from "./sidebar-tooltip";

const MobileSidebarSheet = lazy(() => import("./mobile-sidebar-sheet"));

/** What a sidebar shows: the public site's navigation by default; the admin shell passes its own. */
export type SidebarProps = {
  items?: readonly NavItem[];
  /** UI string key naming the navigation landmark. */
  navLabelKey?: string;
  /** Extra blocks above and below the navigation (e.g. the admin's name, logout). */
  top?: (collapsed: boolean) => ReactNode;
  footer?: (collapsed: boolean) => ReactNode;
};

export function SidebarNav({
  items,
  navLabelKey,
  collapsed,
}: {
  items: readonly NavItem[];
  navLabelKey: string;
  collapsed: boolean;
}) {
  const { t } = useT();
  const localeParam = useLocaleParam();
  return (
    <nav aria-label={t(navLabelKey)} className="flex flex-col gap-1 p-2">
      {items.map(({ to, labelKey, icon: Icon, exact }) => (
        <SidebarTooltip key={to} collapsed={collapsed} label={t(labelKey)}>
          <Link
            to={to}
            params={{ locale: localeParam }}
            activeOptions={{ exact: !!exact }}
            className="sidebar-item"
          >
            <Icon aria-hidden="true" />
            <span className="group-data-[state=collapsed]/sidebar:sr-only">{t(labelKey)}</span>
          </Link>
        </SidebarTooltip>
      ))}
    </nav>
  );
}

/** From 1024 px: a fixed rail that a spacer keeps out of the content's way. */
export function DesktopSidebar({
  items = SIDEBAR_ITEMS,
  navLabelKey = "a11y.main_navigation",
  top,
  footer,
}: SidebarProps) {
  const { open } = useSidebar();
  const { t } = useT();
  const collapsed = !open;
  return (
    <div
      className="group/sidebar hidden lg:block"
      data-sidebar=""
      data-state={open ? "expanded" : "collapsed"}
    >
      <div
        aria-hidden="true"
        className="w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[state=collapsed]/sidebar:w-(--sidebar-width-icon)"
      />
      <aside
        aria-label={t("a11y.sidebar")}
        className="fixed inset-y-0 start-0 z-20 flex h-svh w-(--sidebar-width) flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear group-data-[state=collapsed]/sidebar:w-(--sidebar-width-icon)"
      >
        <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-2.5">
          <BrandLogo nameClassName="group-data-[state=collapsed]/sidebar:sr-only" />
        </div>
        <SidebarTooltips enabled={collapsed}>
          {top?.(collapsed)}
          <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
            <SidebarNav items={items} navLabelKey={navLabelKey} collapsed={collapsed} />
          </div>
          {footer?.(collapsed)}
        </SidebarTooltips>
      </aside>
    </div>
  );
}

/** Mobile: the same navigation in an off-canvas sheet, whose code loads the first time it opens. */
export function MobileSidebar(props: SidebarProps) {
  const { openMobile } = useSidebar();
  const [opened, setOpened] = useState(false);
  if (openMobile && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebarSheet {...props} />
    </Suspense>
  );
}
