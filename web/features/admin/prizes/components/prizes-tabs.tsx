import { Link } from "@tanstack/react-router";
import { useT } from "#web/i18n/use-t";
import { tabLinkClass } from "#web/features/admin/tab-link-class";
import type { PrizesSearch } from "../prizes-search";

type Tab = NonNullable<PrizesSearch["tab"]> | "pending";
const TABS: readonly Tab[] = ["pending", "history", "leaderboard"];

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
            className={tabLinkClass(tab === current)}
          >
            {labels[tab]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
