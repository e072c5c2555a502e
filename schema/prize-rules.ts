/**
 * The Prizes screen's numbers, apart from the contest's own (contest-rules.ts)
 * so the public leaderboard's code does not share a module with the back office's.
 */

/** The month pickers of the Prizes screen: the last 12 months. */
export const PRIZE_MONTH_CHOICES = 12;

/** An admin's note on a prize award. */
export const PRIZE_NOTES_MAX_LENGTH = 1000;
