import { PRIZE_MONTH_CHOICES } from "#schema/contest-rules";
import { contestMonthOf, MONTH_PATTERN, monthsUpTo, shiftMonth } from "#schema/cyprus-time";
import { optionalOneOf, optionalText } from "#web/lib/search-params";

/**
 * The Prizes screen's address: the tab (Pending Prizes when absent) and the month, which filters
 * Pending Prizes (all months when absent) or picks the month Leaderboard Management shows.
 */
export type PrizesSearch = { tab?: "history" | "leaderboard"; month?: string };

const OTHER_TABS = ["history", "leaderboard"] as const;

/** Reads the address without trusting it: anything unexpected is left out. */
export function readPrizesSearch(search: Record<string, unknown>): PrizesSearch {
  const tab = optionalOneOf(OTHER_TABS, search.tab);
  const month = optionalText(search.month);
  return { tab, month: tab !== "history" && month && MONTH_PATTERN.test(month) ? month : undefined };
}

/**
 * The months both pickers offer (spec §9: the last 12): the finished ones, newest first. The
 * running Cyprus month has no prizes yet and cannot be settled before it ends.
 */
export const prizeMonthChoices = (now = new Date()) =>
  monthsUpTo(shiftMonth(contestMonthOf(now), -1), PRIZE_MONTH_CHOICES);

/** Pending Prizes' filter: a month on offer, else every month. */
export const pendingMonthOf = ({ month }: PrizesSearch, choices: readonly string[] = prizeMonthChoices()) =>
  month && choices.includes(month) ? month : undefined;

/** Leaderboard Management's month: a month on offer, else the last finished one. */
export const standingsMonthOf = (
  { month }: PrizesSearch,
  choices: readonly string[] = prizeMonthChoices(),
) => (month && choices.includes(month) ? month : choices[0]!);
