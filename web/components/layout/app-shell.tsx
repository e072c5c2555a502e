import type { CSSProperties, ReactNode } from "react";
import { HeaderAccountButton } from "#web/features/auth/components/header-account-button";
import { ConsentBanner } from "#web/features/consent/consent-banner";
import { VerificationNotice } from "#web/features/profile/components/verification-notice";
import { LazyToaster } from "../ui/lazy-toaster";
import { DesktopSidebar, MobileSidebar, type SidebarProps } from "./app-sidebar";
import { BottomNav } from "./bottom-nav";
import { LicenseBanner } from "./license-banner";
import { SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SidebarProvider } from "./sidebar-context";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";

/**
 * The frame both shells share: skip link, the collapsible sidebar (a sheet below 1024 px), a column
 * for header and page, and the notification area. `below` sits outside the column (bottom bar).
 */
export function SidebarShell({
  sidebar,
  children,
  below,
}: {
  sidebar?: SidebarProps;
  children: ReactNode;
  below?: ReactNode;
}) {
  return (
    <SidebarProvider>
      <div
        className="flex min-h-svh w-full"
        style={
          { "--sidebar-width": SIDEBAR_WIDTH, "--sidebar-width-icon": SIDEBAR_WIDTH_ICON } as CSSProperties
        }
      >
        <SkipLink />
        <DesktopSidebar {...sidebar} />
        <MobileSidebar {...sidebar} />
        <div className="flex min-w-0 flex-1 flex-col">{children}</div>
      </div>
      {below}
      <LazyToaster />
    </SidebarProvider>
  );
}

/**
 * The page itself, the target of the skip link. A container: a page's columns follow the width
 * left to it (`@4xl:`), which the sidebar, open or folded, takes its share of.
 */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="@container w-full max-w-7xl flex-1 self-center px-4 py-6 outline-none md:px-8 md:py-8"
    >
      {children}
    </main>
  );
}

/**
 * Public pages: licence note, the cookie choice (until made), header with preferences and account,
 * verification banner, page, footer. A document page gives its own verification banner and adds
 * what the single-page app's parts do in the browser (`after`: document-shell.tsx).
 */
export function AppShell({
  children,
  verification = <VerificationNotice />,
  after,
}: {
  children: ReactNode;
  verification?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <SidebarShell
      below={
        <>
          <BottomNav />
          {after}
        </>
      }
    >
      <LicenseBanner />
      <ConsentBanner />
      <SiteHeader account={<HeaderAccountButton />} />
      {verification}
      <MainContent>{children}</MainContent>
      <SiteFooter />
      {/* Room for the fixed bottom bar, so the footer is never hidden under it. */}
      <div aria-hidden="true" className="h-16 lg:hidden" />
    </SidebarShell>
  );
}
