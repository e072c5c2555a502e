import { loadBanners } from "#web/features/banners/load-banners";
import { LEADERBOARD_MONTH_CHOICES } from "#schema/contest-rules";
import { contestMonthOf, formatMonth, monthsUpTo } from "#schema/cyprus-time";
import { ensureMe } from "#web/features/auth/api";
import { leaderboardQuery, myPositionQuery } from "#web/features/contest/api";
import type { MonthChoice } from "#web/features/contest/contest-format";
import { eligibilityQuery } from "#web/features/profile/api";
import { translate } from "#web/i18n/translate";
import { loadOwnStrings } from "#web/i18n/load-strings";
import type { PageLoad } from "#web/lib/page-loader";
import { serverReads, withServerRead } from "#web/lib/server-reads";
import { optionalOneOf } from "#web/lib/search-params";
import { pageHead } from "#web/lib/seo";

/**
 * The leaderboard's head, standings and, for a signed-in visitor, their position and eligibility,
 * so the server's HTML has them all. The months on offer are the current Cyprus month and the 5
 * before it; any other `?month=` shows the current month. The page reads the months and their names
 * from here: computed once (on the server for the first page), so hydration meets the same month
 * and the same words; a change of language runs the loader again.
 */
export async function loadLeaderboardPage(page: PageLoad, requested: string | undefined) {
  const { queryClient, locale } = page.context;
  const reads = serverReads(page.context);
  const values = monthsUpTo(contestMonthOf(new Date()), LEADERBOARD_MONTH_CHOICES);
  const month = optionalOneOf(values, requested) ?? values[0]!;
  const months: MonthChoice[] = values.map((value) => ({ value, label: formatMonth(locale, value) }));
  // A failed read shows as an error in its own place, with a retry, rather than taking the page down.
  const settle = (read: Promise<unknown>) => read.catch(() => undefined);
  const signedInData = async () => {
    const me = await ensureMe(page.context);
    await Promise.all([
      me.authenticated &&
        settle(
          queryClient.ensureQueryData(withServerRead(myPositionQuery(month), () => reads.myPosition(month))),
        ),
      me.authenticated &&
        settle(queryClient.ensureQueryData(withServerRead(eligibilityQuery, reads.contestEligibility))),
    ]);
  };
  const [strings] = await Promise.all([
    loadOwnStrings(page.context, "leaderboard"),
    settle(
      queryClient.ensureQueryData(withServerRead(leaderboardQuery(month), () => reads.leaderboard(month))),
    ),
    signedInData(),
    loadBanners(page, "leaderboard"),
  ]);
  const meta = {
    title: translate(strings, "meta.leaderboard.title"),
    description: translate(strings, "meta.leaderboard.description"),
  };
  return { head: pageHead(meta, page), months, month: months.find((choice) => choice.value === month)! };
}
