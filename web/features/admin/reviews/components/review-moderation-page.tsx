import { useQuery } from "@tanstack/react-query";
import type { AdminReviewList } from "#schema/api/reviews";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { moderationQuery } from "../api";
import { listSearch, type ModerationSearch } from "../moderation-search";
import { ModerationPager } from "./moderation-pager";
import { ModerationReviewCard } from "./moderation-review-card";
import { ModerationTabs } from "./moderation-tabs";
import { ReportsQueue } from "./reports-queue";

/** Review Moderation: tabs with counts, the flagged filter, a card per review; or the reports queue. */
export function ReviewModerationPage({
  search,
  onSearchChange,
}: {
  search: ModerationSearch;
  onSearchChange: (search: ModerationSearch) => void;
}) {
  const { t } = useT();
  const query = useQuery(moderationQuery(listSearch(search)));
  const { data } = query;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.reviews.title")}</h1>
        <p className="text-muted-foreground">{t("admin.reviews.description")}</p>
      </header>
      <ModerationTabs search={search} counts={data?.counts} onSearchChange={onSearchChange} />
      {search.view === "reports" ? (
        <ReportsQueue page={search.page} />
      ) : (
        <ModerationList search={search} query={query} />
      )}
    </div>
  );
}

/** A status tab's page of reviews, and its pages. */
function ModerationList({
  search,
  query,
}: {
  search: ModerationSearch;
  query: ReturnType<typeof useQuery<AdminReviewList>>;
}) {
  const { t } = useT();
  const { data } = query;
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
            <p className="text-muted-foreground">
              <EmptyText search={search} />
            </p>
          ) : (
            <ul className="space-y-4">
              {items.map((review) => (
                <li key={review.id}>
                  <ModerationReviewCard review={review} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {data && !query.isError && <ModerationPager search={search} counts={data.counts} />}
    </>
  );
}

function EmptyText({ search }: { search: ModerationSearch }) {
  const { t } = useT();
  if (search.flagged) return t("admin.reviews.empty.flagged");
  const texts = {
    all: t("admin.reviews.empty.all"),
    pending: t("admin.reviews.empty.pending"),
    approved: t("admin.reviews.empty.approved"),
    rejected: t("admin.reviews.empty.rejected"),
  };
  return texts[search.status ?? "all"];
}
