/** Every enumeration of the data model. Locales live in ./locales (LOCALES), the one list of languages. */

export const USER_ROLES = ["admin", "editor", "translator", "analyst"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const THEMES = [
  "classic_blue",
  "midnight",
  "cosmic",
  "bull_market",
  "bear_market",
  "neutral",
] as const;
export type Theme = (typeof THEMES)[number];

export const BANNER_PLACEMENTS = ["hero", "after_h2", "sticky_footer"] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const BONUS_TYPES = ["welcome", "no_deposit", "free_bet", "cashback"] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export const EXTERNAL_RATING_SOURCES = [
  "trustpilot",
  "casino_guru",
  "google",
  "scamadviser",
  "askgamblers",
  /** Any other rating site (the admin form offers it). */
  "other",
] as const;
export type ExternalRatingSource = (typeof EXTERNAL_RATING_SOURCES)[number];

/**
 * The scale each rating site rates on (its best score): a rating is stored with its scale and shown
 * as "4.4 / 5". 'other' has none: the admin gives it, a whole number up to MAX_RATING_SCALE.
 */
export const SOURCE_RATING_SCALES = {
  trustpilot: 5,
  google: 5,
  casino_guru: 10,
  askgamblers: 10,
  scamadviser: 100,
  other: null,
} as const satisfies Record<ExternalRatingSource, number | null>;
export const MAX_RATING_SCALE = 100;

/**
 * A licence's standing with the National Betting Authority; the site shows it translated. NULL in the
 * database means unknown. 'expired' is a licence that ran out and was not renewed (the demo data has
 * one), not a licence the authority took away ('revoked').
 */
export const LICENSE_STATUSES = ["licensed", "suspended", "revoked", "expired", "pending"] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_VOTE_TYPES = ["helpful", "not_helpful"] as const;
export type ReviewVoteType = (typeof REVIEW_VOTE_TYPES)[number];

/** Why a visitor reports a review. */
export const REPORT_REASONS = ["illegal", "fake", "personal_data", "hate", "spam", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report is open until a decision on its review closes it (with every other open report of it). */
export const REPORT_STATUSES = ["open", "closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What set a moderation decision off. */
export const DECISION_TRIGGERS = ["report", "own_initiative", "appeal"] as const;
export type DecisionTrigger = (typeof DECISION_TRIGGERS)[number];

/**
 * A decision's effect: the review stays as it is ('kept'), a pending review is refused ('rejected'),
 * a published one taken down ('removed'), or, on appeal, the review is put back ('restored').
 */
export const DECISION_OUTCOMES = ["kept", "rejected", "removed", "restored"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

/** An appeal waits in the queue until its one, final decision. */
export const APPEAL_STATUSES = ["open", "decided"] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const PAYMENT_METHODS = ["paysafe", "bank_transfer", "revolut"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRIZE_STATUSES = ["pending", "processing", "paid", "failed"] as const;
export type PrizeStatus = (typeof PRIZE_STATUSES)[number];

/** A mail's delivery: waiting in the mail queue (or between retries), handed to the transport, or given up. */
export const MAIL_DELIVERY_STATUSES = ["queued", "sent", "failed"] as const;
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/**
 * What a mail is for; prize mails also name their award. 'report': to whoever reported a review (the
 * acknowledgement, then the decision); 'moderation': to a review's author (a statement of reasons,
 * the decision on their appeal); 'representative': an invitation to answer for a provider; 'reply':
 * to a review's author when the company's reply is published; 'complaint': to the parties of a
 * complaint at each step.
 */
export const MAIL_KINDS = [
  "verification",
  "newsletter",
  "prize",
  "report",
  "moderation",
  "representative",
  "reply",
  "complaint",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where a provider stands against the latest import of the National Betting Authority's register:
 * listed and active ('confirmed'), absent from it ('missing'), or listed as suspended, revoked or
 * expired. NULL until a register import has named it. Only 'confirmed' earns the licensed badge, a
 * score and working visit, claim and banner links.
 */
export const REGISTER_CHECKS = ["confirmed", "missing", "suspended", "revoked", "expired"] as const;
export type RegisterCheck = (typeof REGISTER_CHECKS)[number];

/** A licence's status as the register publishes it, read into one of these words. */
export const REGISTER_ENTRY_STATUSES = ["active", "suspended", "revoked", "expired"] as const;
export type RegisterEntryStatus = (typeof REGISTER_ENTRY_STATUSES)[number];

/** How an import matched a register row to a provider, tried in this order. */
export const REGISTER_MATCHES = ["licence", "company", "domain"] as const;
export type RegisterMatch = (typeof REGISTER_MATCHES)[number];

/** The regulator publishes two lists: the licensees, and the blocked illegal sites. */
export const REGISTER_IMPORT_KINDS = ["licences", "blocked_sites"] as const;
export type RegisterImportKind = (typeof REGISTER_IMPORT_KINDS)[number];

/**
 * A person invited to answer for one provider: invited by e-mail, active once they signed in with
 * that address (verified), revoked by an admin. Only an active representative may reply or answer.
 */
export const REPRESENTATIVE_STATUSES = ["invited", "active", "revoked"] as const;
export type RepresentativeStatus = (typeof REPRESENTATIVE_STATUSES)[number];

/** A company's reply to a review is pre-moderated like a review: only 'approved' is public. */
export const REPLY_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/** What a complaint is about: a withdrawal, account closure or verification, bonus terms, bet settlement. */
export const COMPLAINT_CATEGORIES = ["withdrawal", "account", "bonus", "settlement", "other"] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Where a complaint stands; who may move it where is decided in schema/complaint-status.ts. */
export const COMPLAINT_STATUSES = [
  "open",
  "awaiting_company",
  "awaiting_player",
  "resolved",
  "unresolved",
  "rejected",
  "no_response",
  "withdrawn",
] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** Who wrote in a complaint's thread or moved it: the player, the company's representative, staff, the cron. */
export const COMPLAINT_PARTIES = ["player", "company", "staff", "system"] as const;
export type ComplaintParty = (typeof COMPLAINT_PARTIES)[number];
