import { useQuery } from "@tanstack/react-query";
import { MODERATION_PAGE_SIZE } from "#schema/review-rules";
import { Pager } from "#web/components/pager";
import { Skeleton } from "#web/components/ui/skeleton";
import { QueryView } from "#web/features/admin/components/query-view";
import { useT } from "#web/i18n/use-t";
import { reportQueueQuery } from "../api";
import { ReportedReviewCard } from "./reported-review-card";

/** The reports queue: the reviews with open reports, the one reported most recently first, paged. */
export function ReportsQueue({ page = 1 }: { page?: number }) {
  const { t } = useT();
  const query = useQuery(reportQueueQuery(page));
  const pages = Math.max(1, Math.ceil((query.data?.count ?? 0) / MODERATION_PAGE_SIZE));
  return (
    <>
      <QueryView
        query={query}
        failed={t("admin.reviews.fetch_failed")}
        loadingClassName="space-y-4"
        loading={Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} round="xl" className="h-56" />
        ))}
      >
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-muted-foreground">{t("admin.reviews.empty.reports")}</p>
          ) : (
            <ul className="space-y-4">
              {items.map((item) => (
                <li key={item.review.id}>
                  <ReportedReviewCard item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {query.data && (pages > 1 || page > 1) && (
        <Pager
          label={t("provider.reviews.pages")}
          status={t("admin.reviews.page_of", { page, pages })}
          page={page}
          hasNext={page < pages}
        />
      )}
    </>
  );
}
