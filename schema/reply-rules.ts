/**
 * The rules of a company's reply to a review, as plain constants so pages can import them without
 * the API schemas (and zod) coming along.
 */

/** Reply text: 10 to 2,000 characters, as a review. */
export const REPLY_TEXT_MIN_LENGTH = 10;
export const REPLY_TEXT_MAX_LENGTH = 2000;

/** A reply may be edited for 24 hours after it was written (and is moderated again); deleted at any time. */
export const REPLY_EDIT_HOURS = 24;
export const REPLY_EDIT_WINDOW_MS = REPLY_EDIT_HOURS * 60 * 60 * 1000;

/** The replies queue lists 50 replies to a page. */
export const REPLIES_PAGE_SIZE = 50;
