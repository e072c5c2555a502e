import { Link } from "@tanstack/react-router";
import type { AdminReviewList } from "#schema/api/reviews";
import { ShieldAlertIcon } from "#web/components/icons";
import { Button } from "#web/components/ui/button";
import { formatNumber } from "#web/i18n/format";
import { useT } from "#web/i18n/use-t";
import { tabLinkClass } from "#web/features/admin/tab-link-class";
import type { ModerationSearch } from "../moderation-search";

type Counts = AdminReviewList["counts"];
const TABS = ["all", "pending", "approved", "rejected", "appealed"] as const;

/**
 * The status tabs, the Appealed tab and the reports queue as links (the tab is part of the
 * address; the current one has aria-current), each with its count, and, on a status tab, the
 * 'Flagged' toggle, which keeps the tab and starts again at page 1.
 */
export function ModerationTabs({
  search,
  counts,
  appealed,
  onSearchChange,
}: {
  search: ModerationSearch;
  counts?: Counts;
  /** How many appeals await their decision. */
  appealed?: number;
  onSearchChange: (search: ModerationSearch) => void;
}) {
  const { t, tp, locale } = useT();
  const labels = {
    all: t("admin.reviews.tab.all"),
    pending: t("admin.reviews.tab.pending"),
    approved: t("admin.reviews.tab.approved"),
    rejected: t("admin.reviews.tab.rejected"),
    appealed: t("admin.reviews.tab.appealed"),
  };
  const tabCounts = counts && appealed !== undefined ? { ...counts, appealed } : undefined;
  const current = search.view === "reports" ? "reports" : (search.status ?? "all");
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 border-b">
      <nav aria-label={t("admin.reviews.tabs")} className="-mb-px flex flex-wrap">
        {TABS.map((tab) => (
          <Link
            key={tab}
            to="/admin/reviews"
            search={{ status: tab === "all" ? undefined : tab, flagged: search.flagged }}
            activeOptions={{ exact: true }}
            aria-current={tab === current ? "page" : undefined}
            className={tabLinkClass(tab === current)}
          >
            {labels[tab]}
            {tabCounts && (
              <span className="rounded-full bg-muted px-2 text-xs tabular-nums">
                {formatNumber(locale, tabCounts[tab])}
              </span>
            )}
          </Link>
        ))}
        <Link
          to="/admin/reviews"
          search={{ view: "reports" }}
          activeOptions={{ exact: true }}
          aria-current={current === "reports" ? "page" : undefined}
          className={tabLinkClass(current === "reports")}
        >
          {t("admin.reviews.tab.reports")}
          {counts && (
            <span className="rounded-full bg-muted px-2 text-xs tabular-nums">
              {formatNumber(locale, counts.reports)}
            </span>
          )}
        </Link>
      </nav>
      {current !== "reports" && (
        <Button
          size="sm"
          variant={search.flagged ? "default" : "outline"}
          aria-pressed={search.flagged === true}
          className="mb-2"
          onClick={() =>
            onSearchChange({ status: search.status, flagged: search.flagged ? undefined : true })
          }
        >
          <ShieldAlertIcon aria-hidden="true" />
          {t("admin.reviews.flagged")}
          {counts && (
            <span className="text-xs font-normal opacity-80">
              {tp("admin.reviews.flagged_pending", counts.flagged)}
            </span>
          )}
        </Button>
      )}
    </div>
  );
}
