/**
 * A break from offers: for the days a visitor picks, their browser is shown no bonus, promotion,
 * banner or link out to a provider anywhere on the site. The cookie holds when the break ends, as
 * milliseconds since 1970; the visitor ends it early with one press.
 */
export const OFFER_BREAK_COOKIE = "offer_break";

/** The lengths a visitor can pick, in days, as the form sends them. */
export const OFFER_BREAK_DAYS = ["1", "7", "30"] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest break a cookie may name: an end further away than this is not one we set. */
export const LONGEST_BREAK_MS = 30 * DAY_MS;

/** Where a page in `locale` starts a break (the break page posts to its own address). */
export const offerBreakPath = (locale: string) => `/${locale}/break`;

/** Where a page in `locale` ends the break early. */
export const endOfferBreakPath = (locale: string) => `/${locale}/break/end`;
