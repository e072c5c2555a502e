export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number };

export const SIGN_IN_LIMIT: RateLimitRule = { bucket: "sign-in", limit: 20, windowSeconds: 10 * 60 };
/** Verification mails actually sent to one user in a day (refused or failed attempts do not count). */
export const VERIFICATION_EMAIL_LIMIT: RateLimitRule = {
  bucket: "verification-email",
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};
export const WRITE_LIMIT: RateLimitRule = { bucket: "write", limit: 30, windowSeconds: 60 };
/** Newsletter sign-ups from one client (address or signed-in user) in an hour. */
export const NEWSLETTER_SUBSCRIBE_LIMIT: RateLimitRule = {
  bucket: "newsletter-subscribe",
  limit: 10,
  windowSeconds: 60 * 60,
};
/**
 * Confirmation mails to one address in a day, whoever asks: a stranger cannot fill a mailbox. Past
 * it the request is answered as every other (no mail), so the limit tells nothing about the address.
 */
export const NEWSLETTER_MAIL_LIMIT: RateLimitRule = {
  bucket: "newsletter-mail",
  limit: 3,
  windowSeconds: 24 * 60 * 60,
};
/**
 * Reports from one client (address or signed-in user) in an hour: enough for a reader who finds
 * several bad reviews, too few to flood the moderators' queue.
 */
export const REVIEW_REPORT_LIMIT: RateLimitRule = {
  bucket: "review-report",
  limit: 10,
  windowSeconds: 60 * 60,
};
/**
 * Reports filed by one company's representatives in a day, counted per company on top of the
 * hourly limit every reporter has: a company reporting its critics would otherwise empty its page
 * through the moderators' queue.
 */
export const COMPANY_REPORT_LIMIT: RateLimitRule = {
  bucket: "company-report",
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};

/** Complaints filed by one player in a day: a case is read by a mediator, so a few are plenty. */
export const COMPLAINT_FILING_LIMIT: RateLimitRule = {
  bucket: "complaint-filing",
  limit: 5,
  windowSeconds: 24 * 60 * 60,
};

/** Data exports by one user in an hour: each reads every table about them, so it is not for polling. */
export const EXPORT_LIMIT: RateLimitRule = { bucket: "export", limit: 5, windowSeconds: 60 * 60 };

/** A counter older than the longest window counts for nothing, so housekeeping may remove it. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...[
    SIGN_IN_LIMIT,
    VERIFICATION_EMAIL_LIMIT,
    WRITE_LIMIT,
    NEWSLETTER_SUBSCRIBE_LIMIT,
    NEWSLETTER_MAIL_LIMIT,
    EXPORT_LIMIT,
    REVIEW_REPORT_LIMIT,
    COMPANY_REPORT_LIMIT,
    COMPLAINT_FILING_LIMIT,
  ].map((rule) => rule.windowSeconds),
);
