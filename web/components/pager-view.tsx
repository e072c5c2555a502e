import type { ReactNode } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";

const LINK_CLASS =
  "inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium hover:bg-accent";

/** How a pager draws its link to page `target` (a router link in the app, a plain one elsewhere). */
export type PagerLink = (target: number, props: { className: string; children: ReactNode }) => ReactNode;

/** A plain link to `href` of page `target`: what an island or a document page's pager draws. */
export const plainPagerLink =
  (href: (target: number) => string): PagerLink =>
  (target, props) => <a href={href(target)} {...props} />;

/**
 * Previous / where we are / next, below a paged list, each direction a link to its page. A
 * direction that has no page shows as disabled.
 */
export function PagerView({
  label,
  status,
  page,
  hasNext,
  link,
}: {
  label: string;
  status: string;
  /** The page shown, from 1. */
  page: number;
  hasNext: boolean;
  link: PagerLink;
}) {
  const { t } = useT();
  const item = (direction: -1 | 1, enabled: boolean, text: string, icon: ReactNode) => {
    const children = direction < 0 ? [icon, text] : [text, icon];
    return enabled ? (
      link(page + direction, { className: LINK_CLASS, children })
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
