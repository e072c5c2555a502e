/**
 * The monthly review contest's numbers, in a module of plain constants so pages can import
 * them without the API schemas (and zod) coming along.
 */

/** Whole euro for the 1st, 2nd and 3rd eligible reviewers of a month. */
export const CONTEST_PRIZES = [50, 25, 25] as const;

/** The leaderboard's month selector: the current month and the 5 before it. */
export const LEADERBOARD_MONTH_CHOICES = 6;

/** The leaderboard and the visitor's position are read again every 5 minutes. */
export const LEADERBOARD_REFRESH_MS = 5 * 60 * 1000;

/** The leaderboard lists the month's first 100 reviewers; everyone sees their own place in My position. */
export const LEADERBOARD_SIZE = 100;

/**
 * A month settles once its moderation is done: on the first daily run after it ends when none of
 * the reviews written in it is still pending, and at the latest on this day of the next month
 * (Cyprus time), the still-pending ones left out.
 */
export const SETTLEMENT_DEADLINE_DAY = 5;
