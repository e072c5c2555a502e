import { pendingPrizesQuery, prizeHistoryQuery, standingsQuery } from "#web/features/admin/prizes/api";
import { pendingMonthOf, standingsMonthOf } from "#web/features/admin/prizes/prize-months";
import type { PrizesSearch } from "#web/features/admin/prizes/prizes-search";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { withServerRead } from "#web/lib/server-reads";
import { privatePageHead } from "#web/lib/seo";

/** The open tab's data. */
function loadTab({ queryClient, reads }: PageLoad["context"], search: PrizesSearch): Promise<unknown> {
  if (search.tab === "history")
    return queryClient.ensureQueryData(withServerRead(prizeHistoryQuery, reads?.admin.prizeHistory));
  if (search.tab === "leaderboard") {
    const month = standingsMonthOf(search);
    return queryClient.ensureQueryData(
      withServerRead(standingsQuery(month), reads && (() => reads.leaderboard(month))),
    );
  }
  const month = pendingMonthOf(search);
  return queryClient.ensureQueryData(
    withServerRead(pendingPrizesQuery(month), reads && (() => reads.admin.pendingPrizes(month))),
  );
}

export async function loadAdminPrizesPage(context: PageLoad["context"], search: PrizesSearch) {
  const [strings] = await Promise.all([
    loadOwnStrings(context, "admin"),
    // A failed read shows the tab's error state (with a retry), not an error page.
    loadTab(context, search).catch(() => undefined),
  ]);
  return {
    head: privatePageHead({
      title: translate(strings, "admin.prizes.title"),
      description: translate(strings, "admin.prizes.description"),
    }),
  };
}
