import { PRIZE_MONTH_CHOICES } from "#schema/prize-rules";
import { contestMonthOf, monthsUpTo, shiftMonth } from "#schema/cyprus-time";
import { optionalOneOf } from "#web/lib/search-params";
import type { PrizesSearch } from "./prizes-search";

/**
 * The months both pickers offer (the last 12): the finished ones, newest first. The
 * running Cyprus month has no prizes yet and cannot be settled before it ends.
 */
export const prizeMonthChoices = (now = new Date()) =>
  monthsUpTo(shiftMonth(contestMonthOf(now), -1), PRIZE_MONTH_CHOICES);

/** Pending Prizes' filter: a month on offer, else every month. */
export const pendingMonthOf = ({ month }: PrizesSearch, choices: readonly string[] = prizeMonthChoices()) =>
  optionalOneOf(choices, month);

/** Leaderboard Management's month: a month on offer, else the last finished one. */
export const standingsMonthOf = ({ month }: PrizesSearch, choices: readonly string[] = prizeMonthChoices()) =>
  optionalOneOf(choices, month) ?? choices[0]!;
