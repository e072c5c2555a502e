/**
 * The payment methods the site knows: a provider's `payments` stores their keys, and the pages name
 * them in the visitor's language. A method the site does not know is stored and shown as written.
 */

/** Methods named by a brand: the same name in every language. */
const BRAND_PAYMENTS = {
  visa: "Visa",
  mastercard: "Mastercard",
  jcc: "JCC",
  skrill: "Skrill",
  neteller: "Neteller",
  paysafecard: "Paysafecard",
  revolut: "Revolut",
  paypal: "PayPal",
  apple_pay: "Apple Pay",
  google_pay: "Google Pay",
} as const;

/** Methods named by what they are, translated (UI strings `provider.payment.{key}`), with their English name. */
const TRANSLATED_PAYMENTS = {
  bank_transfer: "Bank transfer",
  card: "Card",
  crypto: "Cryptocurrency",
} as const;

export type TranslatedPayment = keyof typeof TRANSLATED_PAYMENTS;
export type KnownPayment = keyof typeof BRAND_PAYMENTS | TranslatedPayment;

const ENGLISH_NAMES: Record<KnownPayment, string> = { ...BRAND_PAYMENTS, ...TRANSLATED_PAYMENTS };

/** Lower case, each run of spaces, hyphens and underscores one underscore: "Apple-Pay" reads as apple_pay. */
const normalised = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "_");

const BY_NAME = new Map<string, KnownPayment>(
  (Object.entries(ENGLISH_NAMES) as [KnownPayment, string][]).flatMap(([key, name]) => [
    [key, key],
    [normalised(name), key],
  ]),
);

/** What an entry typed by an admin (or sent to the API) is stored as: a known method's key (by key or English name, in any case), else the entry trimmed. */
export const storedPayment = (entry: string): string => BY_NAME.get(normalised(entry)) ?? entry.trim();

/** A known method's English name, as the admin form shows a stored key; anything else as stored. */
export const paymentEnglishName = (stored: string): string =>
  Object.hasOwn(ENGLISH_NAMES, stored) ? ENGLISH_NAMES[stored as KnownPayment] : stored;

/** How a stored entry is named on a page: a translated method's UI-string key, or the text itself. */
export function paymentName(
  stored: string,
): { key: `provider.payment.${TranslatedPayment}` } | { text: string } {
  if (Object.hasOwn(TRANSLATED_PAYMENTS, stored))
    return { key: `provider.payment.${stored as TranslatedPayment}` };
  return {
    text: Object.hasOwn(BRAND_PAYMENTS, stored)
      ? BRAND_PAYMENTS[stored as keyof typeof BRAND_PAYMENTS]
      : stored,
  };
}
