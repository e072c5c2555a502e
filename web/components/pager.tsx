import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

const LINK_CLASS =
  "inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent";

/**
 * Previous / where we are / next, below a paged list. Pages are addresses: the current one with
 * `?{param}=N` (the first page without it, other search params kept), so back, forward and sharing
 * keep the page. A direction that has no page shows as disabled.
 */
export function Pager({
  label,
  status,
  page,
  hasNext,
  param = "page",
  hash,
}: {
  label: string;
  status: string;
  /** The page shown, from 1. */
  page: number;
  hasNext: boolean;
  /** The search param that holds the page. */
  param?: string;
  /** Where on the new page to scroll to. */
  hash?: string;
}) {
  const { t } = useT();
  const item = (direction: -1 | 1, enabled: boolean, text: string, icon: ReactNode) => {
    const children = direction < 0 ? [icon, text] : [text, icon];
    const target = page + direction;
    return enabled ? (
      <Link
        to="."
        search={(previous) => ({ ...previous, [param]: target > 1 ? target : undefined })}
        hash={hash}
        className={LINK_CLASS}
      >
        {children}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(LINK_CLASS, "pointer-events-none opacity-50")}>
        {children}
      </span>
    );
  };
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      {item(
        -1,
        page > 1,
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
