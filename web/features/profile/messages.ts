/**
 * The English messages of the schemas the forms share with the API (schema/api/profile.ts,
 * schema/api/payment-method.ts) and of the profile endpoints, each with the UI string that says it
 * in the visitor's language. One table, so a rule's wording is translated once; a message not
 * listed here is shown as the server wrote it.
 */
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  "Username must be at least 3 characters": "profile.validation.username_min",
  "Username must be at most 100 characters": "profile.validation.username_max",
  "Username can only contain letters, numbers, and underscores": "profile.validation.username_chars",
  "Username is already taken": "profile.validation.username_taken",
  "First name is required": "profile.validation.first_name_required",
  "Names cannot contain control characters": "profile.validation.name_control_characters",
  "Last name is required": "profile.validation.last_name_required",
  "Must be at most 100 characters": "validation.max_100",
  "Must be at most 255 characters": "validation.max_255",
  "Payment method is required": "payment.validation.method_required",
  "Account ID is required": "payment.validation.account_id_required",
  "A valid account e-mail is required": "payment.validation.account_email_required",
  "Account holder name is required": "payment.validation.holder_required",
  "IBAN is required": "payment.validation.iban_required",
  "IBAN check digits are wrong": "payment.validation.iban_checksum",
  "IBAN must start with a country code": "payment.validation.iban_country",
  "IBAN can only contain letters and digits after the country code and check digits":
    "payment.validation.iban_chars",
  "SWIFT/BIC must have 8 or 11 characters": "payment.validation.bic_length",
  "SWIFT/BIC must start with a 4-letter bank code": "payment.validation.bic_bank",
  "SWIFT/BIC must have a valid country code in characters 5-6": "payment.validation.bic_country",
  "SWIFT/BIC location code must be letters or digits": "payment.validation.bic_location",
  "SWIFT/BIC branch code must be letters or digits": "payment.validation.bic_branch",
  "Phone number must be in international format: + and 8 to 15 digits, e.g. +357 99 123456":
    "payment.validation.phone_format",
  "Phone number is required": "payment.validation.phone_required",
  "Must be a valid e-mail address": "validation.email",
  "Your e-mail address is already verified": "verification.error.already_verified",
  "Your account has no e-mail address to verify": "verification.error.no_email",
};

/** The UI string key for a message, or undefined for one the table does not know. */
export function messageKey(message: string): string | undefined {
  return Object.hasOwn(MESSAGE_KEYS, message) ? MESSAGE_KEYS[message] : undefined;
}

/** The message in the visitor's language when it is a known one, else as it came. */
export function translateMessage(t: (key: string) => string, message: string): string {
  const key = messageKey(message);
  return key ? t(key) : message;
}
