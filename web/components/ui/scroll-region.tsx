import type { ReactNode } from "react";
import { cn } from "#web/lib/utils";

/**
 * A bordered box that scrolls a wide table sideways. A box that scrolls must take keyboard focus,
 * or a keyboard user cannot reach the columns out of view (the arrow keys scroll it once focused);
 * a focus stop needs a name, so the box is a group named by `label`, the table's own name. A group,
 * not a region: it is no landmark, so it cannot repeat the name of the section around it. Positioned,
 * so that it also clips what is absolutely positioned in the table (`sr-only` text), which would
 * otherwise widen the whole page.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </div>
  );
}
