import { createLazyRoute } from "@tanstack/react-router";
import { hydrateWhenChanged, hydrateWhenVisible } from "#web/components/deferred-block";
import { useMe } from "#web/features/auth/api";
import { ContestIntro } from "#web/features/contest/components/contest-intro";
import { MonthSelect } from "#web/features/contest/components/month-select";
import { Standings } from "#web/features/contest/components/standings";
import { OwnStrings } from "#web/i18n/own-strings";
import { useT } from "#web/i18n/use-t";
import { BannerSlot } from "#web/features/banners/banner-slot";

export const leaderboardLazyRoute = createLazyRoute("/app/{-$locale}/leaderboard")({
  component: () => (
    <OwnStrings part="leaderboard">
      <LeaderboardPage />
    </OwnStrings>
  ),
});

// Blocks the server renders in place: the rules, text at the foot of the page whose code is needed
// only to render it anew, and what only a signed-in user's page has (a link and a retry button),
// whose code comes as it comes into view.
const ContestRules = hydrateWhenChanged(() =>
  import("#web/features/contest/components/contest-rules").then((m) => m.ContestRules),
);
const MyContestStatus = hydrateWhenVisible(() =>
  import("#web/features/contest/components/my-contest-status").then((m) => m.MyContestStatus),
);

/** The loader waits for them (the status only for a signed-in user), so they render in place. */
export const preloadLeaderboardBlocks = (signedIn: boolean) =>
  Promise.all([ContestRules.preload(), signedIn && MyContestStatus.preload()]);

/** The Monthly Review Contest, its standings month by month and its rules. */
function LeaderboardPage() {
  const { t } = useT();
  // Decided by the loader (on the server for the first page), so hydration sees the same month.
  const { months, month } = leaderboardLazyRoute.useLoaderData();
  const { user } = useMe();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BannerSlot page="leaderboard" placement="hero" />
      <ContestIntro />
      {user && <MyContestStatus month={month.value} />}
      <section aria-labelledby="standings-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="standings-title" className="text-2xl font-bold tracking-tight">
            {t("leaderboard.standings", { month: month.label })}
          </h2>
          <MonthSelect months={months} month={month.value} />
        </div>
        <Standings month={month} userId={user?.id} />
      </section>
      <BannerSlot page="leaderboard" placement="after_h2" />
      <ContestRules />
      <BannerSlot page="leaderboard" placement="sticky_footer" />
    </div>
  );
}
