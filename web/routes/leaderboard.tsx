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
    import("./leaderboard.loader").then((m) =>
      m.loadLeaderboardPage({ context, pathname: location.pathname, preload }, deps.month),
    ),
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
