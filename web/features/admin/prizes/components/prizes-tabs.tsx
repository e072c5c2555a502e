import { Link } from "@tanstack/react-router";
import { useT } from "#web/i18n/use-t";
import { cn } from "#web/lib/utils";
import type { PrizesSearch } from "../prizes-search";

type Tab = NonNullable<PrizesSearch["tab"]> | "pending";
const TABS: readonly Tab[] = ["pending", "history", "leaderboard"];

const TAB =
  "inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring";

/** The three sections as links: the tab is part of the address, so Back returns to the last one. */
export function PrizesTabs({ current }: { current: Tab }) {
  const { t } = useT();
  const labels: Record<Tab, string> = {
    pending: t("admin.prizes.tab.pending"),
    history: t("admin.prizes.tab.history"),
    leaderboard: t("admin.prizes.tab.leaderboard"),
  };
  return (
    <div className="border-b">
      <nav aria-label={t("admin.prizes.tabs")} className="-mb-px flex flex-wrap">
        {TABS.map((tab) => (
          <Link
            key={tab}
            to="/admin/prizes"
            search={{ tab: tab === "pending" ? undefined : tab }}
            activeOptions={{ exact: true, includeSearch: true }}
            aria-current={tab === current ? "page" : undefined}
            className={cn(
              TAB,
              tab === current
                ? "border-primary text-foreground"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {labels[tab]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
