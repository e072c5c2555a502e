import { Link } from "@tanstack/react-router";
import { textDirection } from "../../../schema/locales";
import { useLocaleParam } from "../../i18n/use-locale-param";
import { useT } from "../../i18n/use-t";
import { cn } from "../../lib/utils";
import { Sheet, SheetContent, SheetTitle } from "../ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_ITEMS } from "./nav-items";
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from "./sidebar-context";

const itemClass =
  "flex h-9 items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-2 focus-visible:outline-sidebar-ring aria-[current=page]:bg-sidebar-primary aria-[current=page]:text-sidebar-primary-foreground [&_svg]:size-4 [&_svg]:shrink-0";

/** `collapsed`: icons only, each with its label as a tooltip (and still as its accessible name). */
function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t, locale } = useT();
  const localeParam = useLocaleParam();
  // Tooltips open toward the page content: right of an LTR sidebar, left of a Hebrew one.
  const side = textDirection(locale) === "rtl" ? "left" : "right";
  return (
    <nav aria-label={t("a11y.main_navigation")} className="flex flex-col gap-1 p-2">
      {SIDEBAR_ITEMS.map(({ to, labelKey, icon: Icon, exact }) => (
        <Tooltip key={to}>
          <TooltipTrigger asChild>
            <Link
              to={to}
              params={{ locale: localeParam }}
              activeOptions={{ exact: !!exact }}
              className={itemClass}
              onClick={onNavigate}
            >
              <Icon aria-hidden="true" />
              <span className={cn(collapsed && "sr-only")}>{t(labelKey)}</span>
            </Link>
          </TooltipTrigger>
          <TooltipContent side={side} hidden={!collapsed}>
            {t(labelKey)}
          </TooltipContent>
        </Tooltip>
      ))}
    </nav>
  );
}

/** Desktop (md and up): a fixed rail that a spacer keeps out of the content's way. */
export function DesktopSidebar() {
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
        <div className="flex h-14 items-center border-b border-sidebar-border px-2.5">
          <BrandLogo nameClassName={cn(collapsed && "sr-only")} />
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>
    </div>
  );
}

/** Mobile: the same navigation in an off-canvas sheet with its own open state. */
export function MobileSidebar() {
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
        <SheetTitle className="sr-only">{t("a11y.main_navigation")}</SheetTitle>
        <div className="flex h-14 items-center border-b border-sidebar-border px-3 pe-10">
          <BrandLogo />
        </div>
        <SidebarNav collapsed={false} onNavigate={() => setOpenMobile(false)} />
      </SheetContent>
    </Sheet>
  );
}
