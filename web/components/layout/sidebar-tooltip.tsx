import { createContext, lazy, Suspense, useContext, type ReactNode } from "react";
import { textDirection } from "#schema/locales";
import { useT } from "#web/i18n/use-t";
import { useHydrated } from "#web/lib/use-hydrated";
import type * as tooltipModule from "../ui/tooltip";

/** Radix's tooltip parts, once their chunk has arrived: only a collapsed desktop sidebar shows tooltips. */
export type TooltipParts = typeof tooltipModule;
export const TooltipPartsContext = createContext<TooltipParts | null>(null);
const TooltipLayer = lazy(() => import("./sidebar-tooltip-layer"));

/** Loads the tooltips for what it wraps when `enabled` (after hydration); until then, plain children. */
export function SidebarTooltips({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!enabled || !hydrated) return children;
  return (
    <Suspense fallback={children}>
      <TooltipLayer>{children}</TooltipLayer>
    </Suspense>
  );
}

/** Tooltips open toward the page content: right of an LTR sidebar, left of a Hebrew one. */
function useSidebarTooltipSide() {
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
  const parts = useContext(TooltipPartsContext);
  const side = useSidebarTooltipSide();
  if (!parts) return children;
  const { Tooltip, TooltipContent, TooltipTrigger } = parts;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side} hidden={!collapsed}>
        {label}
      </TooltipContent>
    </Tooltip>
  );
}
