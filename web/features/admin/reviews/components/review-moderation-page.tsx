import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "#web/components/ui/skeleton";
import { useT } from "#web/i18n/use-t";
import { QueryView } from "#web/features/admin/components/query-view";
import { moderationQuery } from "../api";
import type { ModerationSearch } from "../moderation-search";
import { ModerationPager } from "./moderation-pager";
import { ModerationReviewCard } from "./moderation-review-card";
import { ModerationTabs } from "./moderation-tabs";

/** Review Moderation: tabs with counts, the flagged filter, a card per review. */
export function ReviewModerationPage({
  search,
  onSearchChange,
}: {
  search: ModerationSearch;
  onSearchChange: (search: ModerationSearch) => void;
}) {
  const { t } = useT();
  const query = useQuery(moderationQuery(search));
  const { data } = query;
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("admin.reviews.title")}</h1>
        <p className="text-muted-foreground">{t("admin.reviews.description")}</p>
      </header>
      <ModerationTabs search={search} counts={data?.counts} onSearchChange={onSearchChange} />
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
    </div>
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
