import type { AdminReviewList } from "#schema/api/reviews";
import { MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { Pager } from "#web/components/pager";
import { useT } from "#web/i18n/use-t";
import type { ModerationSearch } from "../moderation-search";

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
  return (
    <Pager
      label={t("provider.reviews.pages")}
      status={t("admin.reviews.page_of", { page, pages })}
      page={page}
      hasNext={page < pages}
    />
  );
}
