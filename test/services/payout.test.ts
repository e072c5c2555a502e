/** Payout field checks and masks: pure functions, including property tests of the IBAN checksum. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  IBAN_LENGTHS,
  maskAccountId,
  maskEmail,
  maskIban,
  maskPhone,
  validateBic,
  validateIban,
  validatePhone,
} from "#worker/services/payout-validation";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";

/** BBAN shapes of a few registry countries ('4a14n': 4 letters, 14 digits; 'c' is either). */
const BBAN_SHAPES: Record<string, string> = {
  CY: "8n16c",
  DE: "18n",
  GB: "4a14n",
  FR: "10n11c2n",
  NL: "4a10n",
  MT: "4a5n18c",
  NO: "11n",
  GR: "7n16c",
};
const expandShape = (shape: string) =>
  [...shape.matchAll(/(\d+)([anc])/g)].flatMap(([, count, kind]) => Array<string>(Number(count)).fill(kind!));

/** Check digits computed independently of the code under test, with BigInt. */
function withCheckDigits(country: string, bban: string): string {
  const numeric = [...`${bban}${country}00`].map((c) =>
    LETTERS.includes(c) ? String(c.charCodeAt(0) - 55) : c,
  );
  const check = 98n - (BigInt(numeric.join("")) % 97n);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}

const shapeChar = (kind: string) =>
  fc.constantFrom(...(kind === "a" ? LETTERS : kind === "n" ? DIGITS : LETTERS + DIGITS));

const validIban = fc
  .constantFrom(...Object.keys(BBAN_SHAPES))
  .chain((country) =>
    fc
      .tuple(...expandShape(BBAN_SHAPES[country]!).map(shapeChar))
      .map((chars) => withCheckDigits(country, chars.join(""))),
  );

describe("validateIban", () => {
  it("accepts known real-format examples, with spaces and in lower case", () => {
    expect(validateIban("CY17 0020 0128 0000 0012 0052 7600")).toEqual({
      ok: true,
      iban: "CY17002001280000001200527600",
    });
    expect(validateIban("gb82 west 1234 5698 7654 32").ok).toBe(true);
    expect(validateIban("DE89370400440532013000").ok).toBe(true);
  });

  it("gives clear messages", () => {
    expect(validateIban("1234 5678")).toEqual({
      ok: false,
      message: "IBAN must start with a country code",
      messageKey: "payment.validation.iban_country",
    });
    expect(validateIban("CY17 0020 0128 0000 0012 0052 760")).toEqual({
      ok: false,
      message: "IBAN for CY must have 28 characters",
      messageKey: "payment.validation.iban_length",
      params: { country: "CY", count: 28 },
    });
    expect(validateIban("CY18 0020 0128 0000 0012 0052 7600")).toEqual({
      ok: false,
      message: "IBAN check digits are wrong",
      messageKey: "payment.validation.iban_checksum",
    });
    expect(validateIban("ZZ17 0020 0128")).toMatchObject({
      ok: false,
      messageKey: "payment.validation.iban_unknown_country",
      params: { country: "ZZ" },
    });
  });

  it("accepts every IBAN built with correct check digits", () => {
    for (const [country, shape] of Object.entries(BBAN_SHAPES)) {
      expect(4 + expandShape(shape).length).toBe(IBAN_LENGTHS[country]);
    }
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(validateIban(iban)).toEqual({ ok: true, iban });
      }),
      { numRuns: 500 },
    );
  });

  it("refuses an IBAN with any single character changed to another of the same kind", () => {
    const mutated = validIban.chain((iban) =>
      fc.tuple(fc.constant(iban), fc.nat({ max: iban.length - 1 }), fc.nat()),
    );
    fc.assert(
      fc.property(mutated, ([iban, position, shift]) => {
        const original = iban[position]!;
        const alphabet = DIGITS.includes(original) ? DIGITS : LETTERS;
        // 1 to length-1 steps along the alphabet: always a different character of the same kind.
        const step = 1 + (shift % (alphabet.length - 1));
        const replacement = alphabet[(alphabet.indexOf(original) + step) % alphabet.length]!;
        const changed = iban.slice(0, position) + replacement + iban.slice(position + 1);
        expect(validateIban(changed).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("validateBic", () => {
  it.each(["DEUTDEFF", "DEUTDEFF500", "bcyp cy 2n", "BCYPCY2NXXX"])("accepts %s", (bic) => {
    expect(validateBic(bic).ok).toBe(true);
  });

  it.each([
    ["DEUTDE", "SWIFT/BIC must have 8 or 11 characters"],
    ["DEUTDEFF5", "SWIFT/BIC must have 8 or 11 characters"],
    ["D3UTDEFF", "SWIFT/BIC must start with a 4-letter bank code"],
    ["DEUTZZFF", "SWIFT/BIC must have a valid country code in characters 5-6"],
    ["DEUTDEF_", "SWIFT/BIC location code must be letters or digits"],
    ["DEUTDEFF50-", "SWIFT/BIC branch code must be letters or digits"],
  ])("refuses %s", (bic, message) => {
    expect(validateBic(bic)).toMatchObject({ ok: false, message });
  });
});

describe("validatePhone", () => {
  it("accepts E.164 numbers and drops spaces", () => {
    expect(validatePhone("+357 99 123456")).toEqual({ ok: true, phone: "+35799123456" });
    expect(validatePhone("+123456789012345").ok).toBe(true);
  });

  it.each(["0035799123456", "+3579912", "+1234567890123456", "+0357991234", "+357-99-123456", ""])(
    "refuses %j",
    (phone) => {
      expect(validatePhone(phone).ok).toBe(false);
    },
  );
});

describe("masks", () => {
  it("shows only what identifies the account to its owner", () => {
    expect(maskIban("CY17 0020 0128 0000 0012 0052 7600")).toBe("CY17 **** **** 7600");
    expect(maskEmail("john@example.com")).toBe("j***@example.com");
    expect(maskPhone("+35799123412")).toBe("+357 *** **12");
    expect(maskAccountId("PSF-000-4821")).toBe("****4821");
    expect(maskAccountId("AB")).toBe("****B");
  });
});
