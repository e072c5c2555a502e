import type { CSSProperties, ReactNode } from "react";
import { useT } from "../../i18n/use-t";
import { Toaster } from "../ui/toaster";
import { DesktopSidebar, MobileSidebar } from "./app-sidebar";
import { BottomNav } from "./bottom-nav";
import { LicenseBanner } from "./license-banner";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SidebarProvider } from "./sidebar-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export const MAIN_CONTENT_ID = "main-content";

/** Sidebar (or, below 768 px, sheet plus bottom bar), header with preferences, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useT();
  return (
    <SidebarProvider>
      <div
        className="flex min-h-svh w-full"
        style={
          { "--sidebar-width": SIDEBAR_WIDTH, "--sidebar-width-icon": SIDEBAR_WIDTH_ICON } as CSSProperties
        }
      >
        <a
          href={`#${MAIN_CONTENT_ID}`}
          // Parked above the viewport rather than sr-only, so it keeps its padding when it slides in.
          className="fixed start-2 top-2 z-50 -translate-y-24 rounded-md border bg-background px-4 py-2 font-medium text-foreground shadow-lg transition-transform focus:translate-y-0"
        >
          {t("a11y.skip_to_content")}
        </a>
        <DesktopSidebar />
        <MobileSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <LicenseBanner />
          <SiteHeader />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="w-full max-w-7xl flex-1 self-center px-4 py-6 outline-none md:px-8 md:py-8"
          >
            {children}
          </main>
          <SiteFooter />
          {/* Room for the fixed bottom bar, so the footer is never hidden under it. */}
          <div aria-hidden="true" className="h-16 md:hidden" />
        </div>
      </div>
      <BottomNav />
      <Toaster />
    </SidebarProvider>
  );
}
