import { optionalOneOf, optionalText } from "#web/lib/search-params";

/**
 * The Prizes screen's address: the tab (Pending Prizes when absent) and the month, which filters
 * Pending Prizes (all months when absent) or picks the month Leaderboard Management shows.
 */
export type PrizesSearch = { tab?: "history" | "leaderboard"; month?: string };

const OTHER_TABS = ["history", "leaderboard"] as const;

/**
 * Reads the address without trusting it: an unknown tab is left out, and the month counts only if
 * it is one the pickers offer (prize-months.ts). Kept free of the contest modules: it runs in the
 * route tree every admin page downloads.
 */
export function readPrizesSearch(search: Record<string, unknown>): PrizesSearch {
  const tab = optionalOneOf(OTHER_TABS, search.tab);
  return { tab, month: tab === "history" ? undefined : optionalText(search.month) };
}
