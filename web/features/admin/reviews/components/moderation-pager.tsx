import { Link } from "@tanstack/react-router";
import type { AdminReviewList } from "#schema/api/reviews";
import { MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { ArrowLeftIcon, ArrowRightIcon } from "#web/components/icons";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import type { ModerationSearch } from "../moderation-search";

const PAGER_LINK = "inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium";

/** Previous and next pages of the current tab, when it holds more than one page. */
export function ModerationPager({
  search,
  counts,
}: {
  search: ModerationSearch;
  counts: AdminReviewList["counts"];
}) {
  const { t } = useT();
  const page = search.page ?? 1;
  const pages = Math.max(1, Math.ceil(counts[search.status ?? "all"] / MODERATION_PAGE_SIZE));
  if (pages === 1 && page === 1) return null;
  const pageLink = (target: number, enabled: boolean, label: string, icon: React.ReactNode) =>
    enabled ? (
      <Link
        to="/admin/reviews"
        search={{ ...search, page: target > 1 ? target : undefined }}
        className={cn(PAGER_LINK, "hover:bg-accent")}
      >
        {icon}
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(PAGER_LINK, "opacity-50")}>
        {icon}
        {label}
      </span>
    );
  return (
    <nav aria-label={t("provider.reviews.pages")} className="flex items-center justify-between gap-2">
      {pageLink(
        page - 1,
        page > 1,
        t("provider.reviews.previous"),
        <ArrowLeftIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />,
      )}
      <span className="text-sm text-muted-foreground">{t("admin.reviews.page_of", { page, pages })}</span>
      {pageLink(
        page + 1,
        page < pages,
        t("provider.reviews.next"),
        <ArrowRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />,
      )}
    </nav>
  );
}
