import type { ReactNode } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

export const PAGER_LINK_CLASS =
  "inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent";

/**
 * Previous / where we are / next, below a paged list. Pages are addresses, so `link` renders the
 * router's link to a page (with PAGER_LINK_CLASS); a direction that has no page shows as disabled.
 */
export function Pager({
  label,
  status,
  hasPrevious,
  hasNext,
  link,
}: {
  label: string;
  status: string;
  hasPrevious: boolean;
  hasNext: boolean;
  link: (direction: -1 | 1, children: ReactNode) => ReactNode;
}) {
  const { t } = useT();
  const item = (direction: -1 | 1, enabled: boolean, label: string, icon: ReactNode) => {
    const children = direction < 0 ? [icon, label] : [label, icon];
    return enabled ? (
      link(direction, children)
    ) : (
      <span aria-disabled="true" className={cn(PAGER_LINK_CLASS, "pointer-events-none opacity-50")}>
        {children}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {item(
        -1,
        hasPrevious,
        t("provider.reviews.previous"),
        <ArrowLeftIcon key="icon" className="size-4 rtl:-scale-x-100" aria-hidden="true" />,
      )}
      <span className="text-sm text-muted-foreground">{status}</span>
      {item(
        1,
        hasNext,
        t("provider.reviews.next"),
        <ArrowRightIcon key="icon" className="size-4 rtl:-scale-x-100" aria-hidden="true" />,
      )}
    </nav>
  );
}
