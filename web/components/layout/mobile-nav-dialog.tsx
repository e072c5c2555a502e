import { XIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { SidebarNav, type SidebarProps } from "./app-sidebar";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_ITEMS } from "./nav-items";
import { SIDEBAR_WIDTH_MOBILE } from "./sidebar-context";

/**
 * A document page's navigation on phones: the browser's modal dialog (focus kept inside, Escape and
 * the backdrop close it), opened by the header's toggle through the shell's script
 * (web/islands/shell.ts), which also closes it on a link or the close button.
 */
export function MobileNavDialog({
  items = SIDEBAR_ITEMS,
  navLabelKey = "a11y.main_navigation",
}: SidebarProps) {
  const { t } = useT();
  return (
    <dialog
      data-mobile-nav=""
      aria-label={t(navLabelKey)}
      style={{ width: SIDEBAR_WIDTH_MOBILE }}
      className="fixed inset-y-0 start-0 m-0 h-full max-h-none flex-col border-e bg-sidebar text-sidebar-foreground shadow-lg backdrop:bg-black/50 open:flex md:hidden"
    >
      <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border px-3 pe-10">
        <BrandLogo />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <SidebarNav items={items} navLabelKey={navLabelKey} collapsed={false} />
      </div>
      <button
        type="button"
        data-close=""
        className="absolute top-3 end-3 rounded-sm p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t("a11y.close")}
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </dialog>
  );
}
