/**
 * The review rules' numbers, in a module of plain constants so pages can import them
 * without the API schemas (and zod) coming along.
 */

/** A user may post up to 10 reviews a day (a day in Cyprus time). */
export const DAILY_REVIEW_LIMIT = 10;

/** Reviews come 10 to a page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Review text: 10 to 2000 characters. */
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** Review Moderation lists 50 reviews to a page; the API gives at most 100 at once. */
export const MODERATION_PAGE_SIZE = 50;
export const MODERATION_MAX_PAGE_SIZE = 100;
