import { createRoute, useLocation } from "@tanstack/react-router";
import { LEADERBOARD_REFRESH_MS } from "#schema/contest-rules";
import { useMe } from "#web/features/auth/api";
import { BannerSlot } from "#web/features/banners/banner-slot";
import { ContestIntro } from "#web/features/contest/components/contest-intro";
import { ContestRules } from "#web/features/contest/components/contest-rules";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { Island } from "#web/islands/island";
import { optionalText } from "#web/lib/search-params";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
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
 * The contest's standings; `?month=YYYY-MM` picks one of the months the selector offers (the
 * current month stays out of the URL). Whether a month is on offer depends on today's date, so the
 * loader decides it, once, and the page reads its answer: server and browser agree on the month.
 */
export const leaderboardRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "leaderboard",
  ...documentRoute,
  validateSearch: (search: Record<string, unknown>): { month?: string } => ({
    month: optionalText(search.month),
  }),
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, location, deps, preload }) =>
    loadLeaderboardPage({ context, pathname: location.pathname, preload }, deps.month),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: () => (
    <OwnStrings part="leaderboard">
      <LeaderboardPage />
    </OwnStrings>
  ),
});

/**
 * The Monthly Review Contest, its standings month by month and its rules: a document page. The
 * standings (and a signed-in user's status) are islands that wake as they come into view and read
 * again every 5 minutes; the month select is a GET form an island makes load a choice at once.
 */
function LeaderboardPage() {
  const { t } = useT();
  // Decided by the loader (on the server), so the islands get the same month as the page.
  const { months, month } = leaderboardRoute.useLoaderData();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { user } = useMe();
  // Shown only after a refresh or a failed read.
  const later = ["leaderboard."];
  // The standings and the user's place are the server's until they are due a refresh (or touched).
  const refresh = `stale:${LEADERBOARD_REFRESH_MS}` as const;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BannerSlot page="leaderboard" placement="hero" />
      <ContestIntro />
      {user && (
        <Island
          name="my-contest-status"
          props={{ month: month.value }}
          trigger={refresh}
          laterStrings={later}
        />
      )}
      <section aria-labelledby="standings-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="standings-title" className="text-2xl font-bold tracking-tight">
            {t("leaderboard.standings", { month: month.label })}
          </h2>
          <Island
            name="month-select"
            props={{ months, month: month.value, pathname }}
            trigger="interaction"
          />
        </div>
        <Island
          name="standings"
          props={{ month, userId: user?.id }}
          trigger={refresh}
          laterStrings={[...later, "common.loading"]}
        />
      </section>
      <BannerSlot page="leaderboard" placement="after_h2" />
      <ContestRules />
      <BannerSlot page="leaderboard" placement="sticky_footer" />
    </div>
  );
}

/**
 * The leaderboard's head, standings and, for a signed-in visitor, their position and eligibility,
 * so the server's HTML has them all. The months on offer are the current Cyprus month and the 5
 * before it; any other `?month=` shows the current month. The page reads the months and their names
 * from here: computed once (on the server for the first page), so hydration meets the same month
 * and the same words; a change of language runs the loader again.
 */
async function loadLeaderboardPage(page: PageLoad, requested: string | undefined) {
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
