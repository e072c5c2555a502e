import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { textDirection } from "#schema/locales";
import { useLocaleParam } from "#web/i18n/use-locale-param";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import { Sheet, SheetContent, SheetTitle } from "../ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_ITEMS, type NavItem } from "./nav-items";
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from "./sidebar-context";

export const sidebarItemClass =
  "flex h-9 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-2 focus-visible:outline-sidebar-ring aria-[current=page]:bg-sidebar-primary aria-[current=page]:text-sidebar-primary-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/** What a sidebar shows: the public site's navigation by default; the admin shell passes its own. */
export type SidebarProps = {
  items?: readonly NavItem[];
  /** UI string key naming the navigation landmark. */
  navLabelKey?: string;
  /** Extra blocks above and below the navigation (e.g. the admin's name, logout). */
  top?: (collapsed: boolean) => ReactNode;
  footer?: (collapsed: boolean) => ReactNode;
};

/** Tooltips open toward the page content: right of an LTR sidebar, left of a Hebrew one. */
export function useSidebarTooltipSide() {
  const { locale } = useT();
  return textDirection(locale) === "rtl" ? "left" : "right";
}

/** A sidebar entry that, collapsed, shows only its icon with the label as a tooltip (and still as its name). */
export function SidebarTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactNode;
}) {
  const side = useSidebarTooltipSide();
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} hidden={!collapsed}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}

function SidebarNav({
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
            className={sidebarItemClass}
          >
            <Icon aria-hidden="true" />
            <span className={cn(collapsed && "sr-only")}>{t(labelKey)}</span>
          </Link>
        </SidebarTooltip>
      ))}
    </nav>
  );
}

/** Desktop (md and up): a fixed rail that a spacer keeps out of the content's way. */
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
    <div className="group hidden md:block" data-state={open ? "expanded" : "collapsed"}>
      <div
        aria-hidden="true"
        className="w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[state=collapsed]:w-(--sidebar-width-icon)"
      />
      <aside
        aria-label={t("a11y.sidebar")}
        className="fixed inset-y-0 start-0 z-20 flex h-svh w-(--sidebar-width) flex-col border-e border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear group-data-[state=collapsed]:w-(--sidebar-width-icon)"
      >
        <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-2.5">
          <BrandLogo nameClassName={cn(collapsed && "sr-only")} />
        </div>
        {top?.(collapsed)}
        <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
          <SidebarNav items={items} navLabelKey={navLabelKey} collapsed={collapsed} />
        </div>
        {footer?.(collapsed)}
      </aside>
    </div>
  );
}

/** Mobile: the same navigation in an off-canvas sheet with its own open state. */
export function MobileSidebar({
  items = SIDEBAR_ITEMS,
  navLabelKey = "a11y.main_navigation",
  top,
  footer,
}: SidebarProps) {
  const { openMobile, setOpenMobile } = useSidebar();
  const { t } = useT();
  return (
    <Sheet open={openMobile} onOpenChange={setOpenMobile}>
      <SheetContent
        closeLabel={t("a11y.close")}
        aria-describedby={undefined}
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
        className="md:hidden"
      >
        <SheetTitle className="sr-only">{t(navLabelKey)}</SheetTitle>
        <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-3 pe-10">
          <BrandLogo />
        </div>
        {/* Following any link in the sheet closes it: the page underneath changes. */}
        <div
          className="flex min-h-0 flex-1 flex-col"
          onClickCapture={closeOnLink(() => setOpenMobile(false))}
        >
          {top?.(false)}
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav items={items} navLabelKey={navLabelKey} collapsed={false} />
          </div>
          {footer?.(false)}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function closeOnLink(close: () => void) {
  return (event: { target: EventTarget }) => {
    if (event.target instanceof Element && event.target.closest("a")) close();
  };
}
