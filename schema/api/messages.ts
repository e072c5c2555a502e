import { fillPlaceholders, type PlaceholderValues } from "../placeholders";
/**
 * Every message a visitor can get from the API or from the form schemas shared with it, by stable
 * key, in English. `{name}` is a parameter; a message with a `{count}` has English `one`/`other`
 * forms and is a counting UI string (`key.one` ... `key.other`) in the other languages, chosen with
 * Intl.PluralRules. The translations are seeded from seed/ui-strings/messages.ts, which takes its
 * English from here: this table is the one place a message's wording is decided.
 */
export const API_MESSAGES = {
  "api.error.internal": "Internal server error",
  "api.error.request_failed": "Request failed",
  "api.error.no_route": "No API route for {method} {path}",
  "api.error.json_body": "Send the request body as JSON (Content-Type: application/json).",
  "api.error.malformed_json": "Malformed JSON in request body",
  "api.error.malformed_form": "Malformed form data in request body",
  "api.error.cross_site": "Cross-site requests are not allowed.",
  "offer_break.error.days": "Choose a break of 1, 7 or 30 days.",
  "api.error.not_configured": "The site is not configured correctly. Please try again later.",
  "rate_limit.retry_in": {
    one: "Too many requests. Try again in {count} second.",
    other: "Too many requests. Try again in {count} seconds.",
  },
  "auth.error.sign_in_first": "Please sign in first.",
  "auth.error.sign_in_unavailable": "Sign-in is not configured on this server.",
  "auth.error.dev_sign_in_unavailable": "Development sign-in is not available here.",
  "auth.error.oidc_not_configured": "Sign-in with an identity provider is not configured.",
  "auth.error.provider_unreachable": "The identity provider could not be reached.",
  "auth.error.provider_misconfigured": "The identity provider's configuration is not valid.",
  "auth.error.attempt_expired":
    "The sign-in attempt has expired or was started elsewhere. Please sign in again.",
  "auth.error.code_refused": "The identity provider refused the sign-in code.",
  "auth.error.provider_reported": "The identity provider reported: {error}",
  "auth.error.state_mismatch": "The sign-in state does not match. Please sign in again.",
  "auth.error.no_code": "The identity provider sent no sign-in code.",
  "auth.error.token_invalid": "The identity token is not valid.",
  "auth.error.token_not_ours": "The identity token was not issued for this sign-in.",
  "auth.error.userinfo_not_ours": "The identity provider's user information is not about the signed-in user.",
  "admin_access.error.not_configured": "Admin self-service is not configured on this server.",
  "admin_access.error.email_mismatch": "Your e-mail does not match the configured admin e-mail.",
  "admin_access.error.verify_first": "Verify your e-mail address first.",
  "account.error.user_not_found": "User not found",
  "account.error.profile_not_found": "Profile not found.",
  "account.error.confirmation_mismatch":
    "That does not match what is shown: type it exactly to delete the account.",
  "account.error.last_admin":
    "You are the only administrator: give another account the admin role before deleting yours.",
  "validation.email": "Must be a valid e-mail address",
  "validation.max_length": {
    one: "Must be at most {count} character",
    other: "Must be at most {count} characters",
  },
  "validation.url": "Must be a valid URL",
  "validation.https_url": "Must be a valid https:// address",
  "validation.date": "Must be a date (YYYY-MM-DD)",
  "validation.valid_date": "Must be a valid date",
  "validation.whole_number": "Must be a whole number of 0 or more",
  "validation.whole_number_range": "Must be a whole number from {min} to {max}",
  "validation.number_range": "Must be a number from {min} to {max}",
  "validation.number_format": "Must be a number, written like {example}",
  "validation.number_ambiguous":
    "This could be read as two different numbers: write it like {example}, without thousands separators",
  "profile.validation.username_min": {
    one: "Username must be at least {count} character",
    other: "Username must be at least {count} characters",
  },
  "profile.validation.username_max": {
    one: "Username must be at most {count} character",
    other: "Username must be at most {count} characters",
  },
  "profile.validation.username_chars": "Username can only contain letters, numbers, and underscores",
  "profile.validation.username_taken": "Username is already taken",
  "profile.validation.first_name_required": "First name is required",
  "profile.validation.last_name_required": "Last name is required",
  "profile.validation.name_control_characters": "Names cannot contain control characters",
  "payment.validation.method_required": "Payment method is required",
  "payment.validation.account_id_required": "Account ID is required",
  "payment.validation.account_email_required": "A valid account e-mail is required",
  "payment.validation.holder_required": "Account holder name is required",
  "payment.validation.iban_required": "IBAN is required",
  "payment.validation.iban_country": "IBAN must start with a country code",
  "payment.validation.iban_unknown_country": "IBAN country code {country} is not known",
  "payment.validation.iban_chars":
    "IBAN can only contain letters and digits after the country code and check digits",
  "payment.validation.iban_length": {
    one: "IBAN for {country} must have {count} character",
    other: "IBAN for {country} must have {count} characters",
  },
  "payment.validation.iban_checksum": "IBAN check digits are wrong",
  "payment.validation.bic_length": "SWIFT/BIC must have 8 or 11 characters",
  "payment.validation.bic_bank": "SWIFT/BIC must start with a 4-letter bank code",
  "payment.validation.bic_country": "SWIFT/BIC must have a valid country code in characters 5-6",
  "payment.validation.bic_location": "SWIFT/BIC location code must be letters or digits",
  "payment.validation.bic_branch": "SWIFT/BIC branch code must be letters or digits",
  "payment.validation.phone_required": "Phone number is required",
  "payment.validation.phone_format":
    "Phone number must be in international format: + and 8 to 15 digits, e.g. +357 99 123456",
  "verification.error.no_email": "Your account has no e-mail address to verify",
  "verification.error.already_verified": "Your e-mail address is already verified",
  "verification.error.wait": {
    one: "Please wait {count} second before asking for another verification e-mail",
    other: "Please wait {count} seconds before asking for another verification e-mail",
  },
  "verification.error.daily_limit": {
    one: "You have had {limit} verification e-mails today. Try again in {count} second.",
    other: "You have had {limit} verification e-mails today. Try again in {count} seconds.",
  },
  "reviews.validation_min_length": {
    one: "Review must be at least {count} character",
    other: "Review must be at least {count} characters",
  },
  "reviews.validation_max_length": {
    one: "Review must be at most {count} character",
    other: "Review must be at most {count} characters",
  },
  "reviews.validation_control_characters": "Review text cannot contain control characters",
  "reviews.rating_required": "Please choose a rating from 1 to 5 stars",
  "reviews.error.provider_not_found": "Provider not found",
  "reviews.error.already_reviewed": "You have already reviewed this provider",
  "reviews.error.daily_limit": {
    one: "You have reached the daily limit of {count} review. Try again tomorrow.",
    other: "You have reached the daily limit of {count} reviews. Try again tomorrow.",
  },
  "reviews.error.not_found": "Review not found",
  "reviews.error.own_review_vote": "You cannot vote on your own review",
  "reviews.error.vote_type": "Vote must be helpful or not_helpful",
  "reviews.error.status": "Status must be approved or rejected",
  "reports.validation.reason": "Choose why you are reporting this review",
  "reports.validation.explanation_min": {
    one: "Explain the report in at least {count} character",
    other: "Explain the report in at least {count} characters",
  },
  "reports.validation.explanation_max": {
    one: "The explanation can be at most {count} character",
    other: "The explanation can be at most {count} characters",
  },
  "reports.validation.explanation_control_characters": "The explanation cannot contain control characters",
  "reports.validation.good_faith": "Confirm that you make this report in good faith",
  "reports.error.not_published": "This review is not published any more: decide it in its status tab",
  "reports.error.no_open_reports": "The reports on this review have already been decided",
  "reviews.error.ground_required": "Choose the ground the rejection rests on",
  "reviews.error.law_required": "Name the law that the content breaks",
  "reviews.error.not_rejected": "Only a rejected review can be appealed",
  "reviews.error.already_appealed": "This review has already been appealed: a review can be appealed once",
  "reviews.appeal.validation_min_length": {
    one: "Your appeal must be at least {count} character",
    other: "Your appeal must be at least {count} characters",
  },
  "reviews.appeal.validation_max_length": {
    one: "Your appeal must be at most {count} character",
    other: "Your appeal must be at most {count} characters",
  },
  "replies.validation_min_length": {
    one: "A reply must be at least {count} character",
    other: "A reply must be at least {count} characters",
  },
  "replies.validation_max_length": {
    one: "A reply must be at most {count} character",
    other: "A reply must be at most {count} characters",
  },
  "replies.validation_control_characters": "A reply cannot contain control characters",
  "replies.validation_status": "Decide a reply as approved or rejected",
  "replies.error.not_representative": "Only a verified representative of this company can answer its reviews",
  "replies.error.already_replied": "This review already has the company's reply",
  "replies.error.edit_window": {
    one: "A reply can be edited only within {count} hour of writing it; it can still be deleted",
    other: "A reply can be edited only within {count} hours of writing it; it can still be deleted",
  },
  "replies.error.not_found": "Reply not found",
  "replies.error.already_decided": "This reply has already been decided",
  "reviews.error.representative_vote": "A company's representative cannot vote on reviews",
  "reviews.error.representative_review": "You answer for this company, so you cannot review it",
  "complaints.validation.provider": "Choose the company the complaint is about",
  "complaints.validation.category": "Choose what the complaint is about",
  "complaints.validation.amount":
    "The amount must be a number of euro from 0 to {max}, with at most two decimals",
  "complaints.validation.description_length": "Describe what happened in {min} to {max} characters",
  "complaints.validation.desired_outcome_length": "Say what you want in {min} to {max} characters",
  "complaints.validation.body_length": "A message must have {min} to {max} characters",
  "complaints.validation.reason_length": "Give a reason of {min} to {max} characters",
  "complaints.validation.conclusion_length": "Write a conclusion of {min} to {max} characters",
  "complaints.validation.control_characters": "The text cannot contain control characters",
  "complaints.validation.status": "Hand the case to the company or to the player",
  "complaints.validation.outcome": "Choose an outcome: resolved, unresolved or rejected",
  "complaints.error.verify_first": "Verify your e-mail address before filing a complaint.",
  "complaints.error.provider_not_found": "A complaint can only be filed against a company listed here.",
  "complaints.error.not_found": "Complaint not found",
  "complaints.error.forbidden":
    "Only the player, the company's representative or a mediator may do this on this case.",
  "complaints.error.step_refused":
    "This step is not possible in the case's current state. Reload the page to see where it stands.",
  "complaints.error.message_not_found": "Message not found",
  "contest.error.month_format": "Month must be written YYYY-MM, e.g. 2026-11",
  "contest.error.future_month": "The contest for {month} has not started yet",
  "month.error.not_begun": "{month} has not begun yet: there are no figures for it",
  "contest.error.month_not_over":
    "{month} is not over yet: it can be settled from the first day of the next month",
  "contest.error.not_settled": "{month} has not been settled yet: calculate it first",
  "contest.error.award_decided":
    "A prize of {month} is already processing, paid or failed: its standings can no longer be recalculated",
  "admin.error.forbidden": "Your role does not allow this.",
  "admin.error.not_found": "Not found: it may have been deleted in the meantime.",
  "admin.error.slug_taken": 'The slug "{slug}" is already used by another provider in {locale}.',
  "admin.error.blocked_domain":
    "{domain} is on the National Betting Authority's list of blocked illegal sites: the site never links to it.",
  "admin.error.rating_exists": "This provider already has a rating from {source}.",
  "admin.error.rating_provider_fixed":
    "A rating stays with its provider: delete it and add it to the other provider instead.",
  "admin.error.last_admin": "The last admin cannot lose the admin role.",
  "representatives.error.already_invited":
    "This address is already invited or answers for a provider: a person answers for one provider only.",
  "representatives.error.staff_account":
    "This address belongs to a back-office account: a provider's representative holds no back-office role.",
  "representatives.error.is_representative":
    "This account answers for a provider: a provider's representative cannot hold a back-office role.",
  "admin.error.production_not_configured":
    "No production database is configured: bind one as PROD_DB to sync to production.",
  "admin.error.production_sync_failed":
    "The production database refused the copy. Nothing was changed there.",
  "onboarding.validation.step_number_min": "Step number must be at least 1",
  "onboarding.validation.step_number_whole": "Step number must be a whole number",
  "onboarding.validation.description_required": "Description is required",
  "ui_strings.error.no_texts": "Send the text of at least one language",
  "ui_strings.error.part_needs_locale": "A part of the UI strings can only be asked for with a locale",
  "admin.providers.validation.brand_required": "Brand is required",
  "admin.providers.validation.domain_required": "Domain is required",
  "admin.providers.validation.license_required": "License ID is required",
  "admin.providers.validation.license_status":
    "Licence status must be one of licensed, suspended, revoked, expired, pending (or empty)",
  "admin.providers.validation.slug_required": "Slug is required",
  "admin.providers.validation.slug_chars": "Slug cannot contain spaces, slashes, '?' or '#'",
  "admin.providers.validation.locale": "Language must be one of el, en, ru, he, uk, fr",
  "admin.providers.validation.faq_question_required": "Question is required",
  "admin.providers.validation.faq_answer_required": "Answer is required",
  "admin.validation.provider_required": "Choose a provider",
  "admin.validation.provider_unknown": "The chosen provider does not exist (any more).",
  "admin.validation.locale": "Choose one of the site's languages",
  "admin.validation.bonus_type_required": "Bonus type is required",
  "admin.validation.priority_whole_number": "Priority must be a whole number",
  "admin.validation.end_before_start": "End date must not be before the start date",
  "admin.analytics.validation.range_too_long": "A range can cover at most {max} days",
  "admin.validation.title_required": "Title is required",
  "admin.validation.rating_source_required": "Choose a rating source",
  "admin.validation.rating_range": "Rating must be a number from 0 to {max}",
  "admin.validation.rating_number": "Rating must be a number of 0 or more",
  "admin.validation.rating_scale": "The scale must be a whole number from 1 to {max}",
  "admin.validation.rating_scale_fixed": "This source rates out of {scale}",
  "admin.validation.rating_one_decimal": "Rating can have at most one decimal",
  "admin.validation.review_count": "Review count must be a whole number of 0 or more",
  "admin.import.done": "Import completed successfully",
  "admin.import.error.no_data": "No data provided",
  "admin.import.error.refused": {
    one: "The import has {count} error, so nothing was imported.",
    other: "The import has {count} errors, so nothing was imported.",
  },
  "admin.import.error.missing_column": 'Missing required column "{column}"',
  "admin.import.error.header_unreadable":
    "The header row reads {header}, split at {delimiter}: no brand or lang column with any of the delimiters tried ({tried})",
  "admin.import.error.no_data_columns": "No column to import: expected one of {columns}",
  "admin.import.error.duplicate_column": 'Column "{column}" appears more than once',
  "admin.import.error.field_count": "This row has {found} fields but the header has {expected}",
  "admin.import.error.quotes": "A quoted field is not closed, or a quote is out of place",
  "admin.import.error.unknown_language": 'Unknown language "{lang}": use one of el, en, ru, he, uk, fr',
  "admin.import.error.duplicate_row": "{brand} ({lang}) is already in row {row} of this file",
  "admin.import.error.slug_missing":
    "A new translation needs a slug, and none can be made from the brand: add one in the SEO CSV",
  "admin.import.error.brand_ambiguous": 'More than one provider is called "{brand}"',
  "admin.import.error.conflict": "Another change got in the way of the import: preview it again.",
  "admin.register.done": "The register was imported",
  "admin.register.error.no_data": "The file is empty: paste the regulator's table or choose its CSV file",
  "admin.register.error.unreadable": "This is not a table: paste the regulator's table or choose a CSV file",
  "admin.register.error.missing_column": 'The register has no "{column}" column (columns read: {header})',
  "admin.register.error.too_many_rows": {
    one: "The file has more than {count} row: is it the right file?",
    other: "The file has more than {count} rows: is it the right file?",
  },
  "admin.register.error.refused": {
    one: "The file has {count} error, so nothing was changed.",
    other: "The file has {count} errors, so nothing was changed.",
  },
  "admin.register.error.licence_required": "A row needs a licence number and a company",
  "admin.register.error.duplicate_licence": "Licence {licence} is already in row {row}",
  "admin.register.error.unknown_status":
    'Unknown licence status "{status}": use active, suspended, revoked or expired',
  "admin.register.error.bad_date": 'Not a date: "{value}" (write YYYY-MM-DD or DD/MM/YYYY)',
  "admin.register.error.bad_domain": 'Not a website domain: "{value}"',
  "admin.banners.validation.name_required": "Name is required",
  "admin.banners.validation.placement_required": "Choose a placement",
  "admin.banners.validation.pages_required": "Choose at least one page",
  "admin.banners.validation.content_required": "Content is required",
  "admin.banners.validation.english_required":
    "English content is required: the other languages fall back to it",
  "prizes.error.not_found": "Prize award not found",
  "prizes.error.status": "Status must be pending, processing, paid or failed",
  "prizes.error.mail_not_found": "This prize has no mail to send again",
  "prizes.error.mail_queued": "This prize's mail is already waiting to be sent",
} as const satisfies Record<string, string | { one: string; other: string }>;

export type MessageKey = keyof typeof API_MESSAGES;
export type MessageParams = PlaceholderValues;
/** A message as the API names it: its English text, and its key and parameters for translation. */
export type KeyedMessage = { message: string; messageKey: MessageKey; params?: MessageParams };

const ENGLISH_PLURALS = new Intl.PluralRules("en");

/** The English text of a message, for logs, scripts and as the fallback of a client that lacks the key. */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  const entry: string | { one: string; other: string } = API_MESSAGES[key];
  const count = params.count;
  const template =
    typeof entry === "string"
      ? entry
      : typeof count === "number" && ENGLISH_PLURALS.select(count) === "one"
        ? entry.one
        : entry.other;
  return fillPlaceholders(template, params);
}

/** The message with its key and parameters, as an error body carries it. */
export const keyedMessage = (key: MessageKey, params?: MessageParams): KeyedMessage => ({
  message: formatMessage(key, params),
  messageKey: key,
  ...(params && { params }),
});

/**
 * A form schema's message: its key, and its parameters as JSON after a space
 * ("validation.max_length {"count":255}"). zod hands an issue's message on as a string, to the form
 * (react-hook-form) and to the Worker's 400 answer; both take the key and parameters back with
 * messageOf, and the side that shows the message says it in its language.
 */
export const messageRef = (key: MessageKey, params?: MessageParams): string =>
  params ? `${key} ${JSON.stringify(params)}` : key;

const isParams = (value: unknown): value is MessageParams =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((param) => typeof param === "string" || typeof param === "number");

/** The message a messageRef names, with its English text; undefined for any other text (zod's own). */
export function messageOf(ref: string): KeyedMessage | undefined {
  const space = ref.indexOf(" ");
  const key = space < 0 ? ref : ref.slice(0, space);
  if (!Object.hasOwn(API_MESSAGES, key)) return undefined;
  if (space < 0) return keyedMessage(key as MessageKey);
  let params: unknown;
  try {
    params = JSON.parse(ref.slice(space + 1));
  } catch {
    return undefined;
  }
  return isParams(params) ? keyedMessage(key as MessageKey, params) : undefined;
}
