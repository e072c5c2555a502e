import { MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { Pager } from "#web/components/pager";
import { useT } from "#web/i18n/use-t";

/** Previous and next pages of the current tab (`page` from 1, of `total` reviews), when it holds more than one page. */
export function ModerationPager({ page = 1, total }: { page?: number; total: number }) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(total / MODERATION_PAGE_SIZE));
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
