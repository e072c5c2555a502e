import { createRoute } from "@tanstack/react-router";
import { documentRoute } from "./document-route";
import { localeLayoutRoute } from "./locale-layout";
import { optionalText } from "../lib/search-params";

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
}).lazy(() => import("./leaderboard.lazy").then((m) => m.leaderboardLazyRoute));
