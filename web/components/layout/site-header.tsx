import { PanelLeftIcon } from "#web/components/icons";
import type { ReactNode } from "react";
import { DarkModeToggle } from "#web/features/preferences/components/dark-mode-toggle";
import { LanguageSelect } from "#web/features/preferences/components/language-select";
import { useT } from "#web/i18n/use-t";
import { Button } from "../ui/button";
import { BrandLogo } from "./brand-logo";
import { useSidebar } from "./sidebar-context";

/** Sidebar toggle, logo (phones), preferences and, where given, the account corner. */
export function SiteHeader({ account }: { account?: ReactNode }) {
  const { t } = useT();
  const { toggleSidebar } = useSidebar();
  return (
    <header className="sticky top-0 z-10 flex h-14 items-center gap-1 border-b bg-background/95 px-3 backdrop-blur md:px-4">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("a11y.toggle_sidebar")}
        title={t("a11y.toggle_sidebar_shortcut")}
        onClick={toggleSidebar}
        data-sidebar-toggle=""
      >
        <PanelLeftIcon className="rtl:-scale-x-100" aria-hidden="true" />
      </Button>
      <BrandLogo className="lg:hidden" nameClassName="text-[15px] sm:text-base" />
      <div className="ms-auto flex shrink-0 items-center">
        <LanguageSelect />
        <DarkModeToggle />
        {account}
      </div>
    </header>
  );
}
