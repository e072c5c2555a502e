import type { ReactNode } from "react";
import * as tooltipParts from "../ui/tooltip";
import { TooltipPartsContext } from "./sidebar-tooltip";

/** Loaded on demand: Radix's tooltips (and their positioning code) for a collapsed sidebar. */
export default function SidebarTooltipLayer({ children }: { children: ReactNode }) {
  return (
    <TooltipPartsContext.Provider value={tooltipParts}>
      <tooltipParts.TooltipProvider>{children}</tooltipParts.TooltipProvider>
    </TooltipPartsContext.Provider>
  );
}
