/**
 * Checks on payout details that zod's shape checks cannot make (IBAN checksum, BIC structure,
 * international phone format), and the masks the API shows instead of the stored values.
 */

import { keyedMessage, type KeyedMessage } from "#schema/api/messages";

/**
 * A failed check names its message (schema/api/messages.ts): its key and parameters, which the
 * error answer carries for the page to translate, and its English.
 */
export type Checked<K extends string> = ({ ok: true } & Record<K, string>) | ({ ok: false } & KeyedMessage);

const fail = (...args: Parameters<typeof keyedMessage>) => ({ ok: false as const, ...keyedMessage(...args) });

/**
 * IBAN length per country, from the SWIFT IBAN Registry (ISO 13616), including the 2023-2024
 * additions (FK, MN, SO, NI, OM, YE, HN). Territories that bank under another code (Åland under FI,
 * the French overseas departments under FR, Jersey/Guernsey/Man under GB) use that code's IBANs.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
}; // prettier-ignore

/** ISO 3166-1 alpha-2, plus XK (Kosovo), which SWIFT uses in BICs. */
const COUNTRY_CODES = new Set(
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG
  EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR
  HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR
  LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG
  NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE
  SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA
  UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW`.split(/\s+/),
);

/** People paste IBANs and BICs with spaces and in lower case; store one canonical spelling. */
const compact = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** ISO 7064 MOD 97-10 over the rearranged IBAN, digit by digit so no big integers are needed. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function validateIban(input: string): Checked<"iban"> {
  const iban = compact(input);
  const country = iban.slice(0, 2);
  if (!/^[A-Z]{2}$/.test(country)) return fail("payment.validation.iban_country");
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return fail("payment.validation.iban_unknown_country", { country });
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) {
    return fail("payment.validation.iban_chars");
  }
  if (iban.length !== length) return fail("payment.validation.iban_length", { country, count: length });
  // ISO 13616 allows check digits 02-98 only; 00, 01 and 99 are the aliases of 97, 98 and 02.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98 || ibanMod97(iban) !== 1) {
    return fail("payment.validation.iban_checksum");
  }
  return { ok: true, iban };
}

/** SWIFT/BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function validateBic(input: string): Checked<"bic"> {
  const bic = compact(input);
  if (bic.length !== 8 && bic.length !== 11) {
    return fail("payment.validation.bic_length");
  }
  if (!/^[A-Z]{4}/.test(bic)) return fail("payment.validation.bic_bank");
  if (!COUNTRY_CODES.has(bic.slice(4, 6))) {
    return fail("payment.validation.bic_country");
  }
  if (!/^[A-Z0-9]{2}$/.test(bic.slice(6, 8))) {
    return fail("payment.validation.bic_location");
  }
  if (!/^([A-Z0-9]{3})?$/.test(bic.slice(8))) {
    return fail("payment.validation.bic_branch");
  }
  return { ok: true, bic };
}

/** E.164: '+', a country code that never starts with 0, 8-15 digits in all. Spaces are dropped. */
export function validatePhone(input: string): Checked<"phone"> {
  const phone = input.replace(/\s+/g, "");
  if (!/^\+[1-9][0-9]{7,14}$/.test(phone)) {
    return fail("payment.validation.phone_format");
  }
  return { ok: true, phone };
}

/** Never reveals the length: the same two groups whatever the country. */
export function maskIban(iban: string): string {
  const value = compact(iban);
  if (value.length < 8) return "****";
  return `${value.slice(0, 4)} **** **** ${value.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 6) return "***";
  return `+${digits.slice(0, 3)} *** **${digits.slice(-2)}`;
}

/** Shows at most the last four characters, and never more than half of a short id. */
export function maskAccountId(accountId: string): string {
  const value = accountId.trim();
  const shown = Math.min(4, Math.floor(value.length / 2));
  return `****${shown > 0 ? value.slice(-shown) : ""}`;
}
