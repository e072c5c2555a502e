import { useRouteContext } from "@tanstack/react-router";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { isMobileViewport } from "#web/lib/mobile-viewport";
import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_SECONDS } from "./sidebar-cookie";

/** 16rem expanded, 3rem collapsed (icons only), 18rem as the mobile sheet. */
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
const SHORTCUT_KEY = "b";

type SidebarState = {
  /** Desktop: expanded or collapsed to icons. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: the off-canvas sheet, independent of the desktop state. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar() {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar needs a SidebarProvider");
  return state;
}

/** Starts from the `sidebar_state` cookie the server read, so server and client agree on the first render. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const initialOpen = useRouteContext({ from: "__root__", select: (context) => context.sidebarOpen });
  const [open, setOpenState] = useState(initialOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobileViewport()) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, toggleSidebar }),
    [open, setOpen, openMobile, toggleSidebar],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
