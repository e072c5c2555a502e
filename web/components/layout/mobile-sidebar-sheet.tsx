import { useT } from "#web/i18n/use-t";
import { Sheet, SheetContent, SheetTitle } from "../ui/sheet";
import { SidebarNav, type SidebarProps } from "./app-sidebar";
import { BrandLogo } from "./brand-logo";
import { SIDEBAR_ITEMS } from "./nav-items";
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from "./sidebar-context";

/** The mobile navigation: an off-canvas sheet with its own open state (loaded on first open). */
export default function MobileSidebarSheet({
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
        className="lg:hidden"
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
