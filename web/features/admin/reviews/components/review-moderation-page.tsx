import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { appealsQuery, moderationQuery } from "../api";
import { APPEALED, listedSearch, type ModerationSearch } from "../moderation-search";
import { ModerationPager } from "./moderation-pager";
import { ModerationReviewCard } from "./moderation-review-card";
import { ModerationTabs } from "./moderation-tabs";
import { ReportsQueue } from "./reports-queue";

const LOADING = Array.from({ length: 3 }, (_, index) => <Skeleton key={index} round="xl" className="h-56" />);

/**
 * Review Moderation: tabs with counts (the statuses, and the reviews whose appeal awaits its
 * decision), the flagged filter, a card per review; or the reports queue.
 */
export function ReviewModerationPage({
  search,
  onSearchChange,
}: {
  search: ModerationSearch;
  onSearchChange: (search: ModerationSearch) => void;
}) {
  const { t } = useT();
  const appealed = search.status === APPEALED;
  const listed = listedSearch(search);
  const query = useQuery(moderationQuery(listed));
  const appeals = useQuery(appealsQuery(appealed ? search.page : 1));
  const { data } = query;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.reviews.title")}</h1>
        <p className="text-muted-foreground">{t("admin.reviews.description")}</p>
      </header>
      <ModerationTabs
        search={search}
        counts={data?.counts}
        appealed={appeals.data?.total}
        onSearchChange={onSearchChange}
      />
      {search.view === "reports" ? (
        <ReportsQueue page={search.page} />
      ) : appealed ? (
        <>
          <QueryView
            query={appeals}
            failed={t("admin.reviews.fetch_failed")}
            loadingClassName="space-y-4"
            loading={LOADING}
          >
            {({ items }) =>
              items.length === 0 ? (
                <p className="text-muted-foreground">{t("admin.reviews.empty.appealed")}</p>
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
          {appeals.data && !appeals.isError && (
            <ModerationPager page={search.page} total={appeals.data.total} />
          )}
        </>
      ) : (
        <>
          <QueryView
            query={query}
            failed={t("admin.reviews.fetch_failed")}
            loadingClassName="space-y-4"
            loading={LOADING}
          >
            {({ items }) =>
              items.length === 0 ? (
                <p className="text-muted-foreground">
                  <EmptyText search={listed} />
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
          {data && !query.isError && (
            <ModerationPager page={search.page} total={data.counts[listed.status ?? "all"]} />
          )}
        </>
      )}
    </div>
  );
}

function EmptyText({ search }: { search: ReturnType<typeof listedSearch> }) {
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
