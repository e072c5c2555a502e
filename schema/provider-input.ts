/**
 * How the provider form's typed text becomes stored values. Pure functions:
 * the form (through schema/api/admin-providers.ts) and the Worker read input the same way.
 */

/** The English slug made from the brand when none is given: lower case, each run of whitespace one hyphen. */
export const slugFromBrand = (brand: string) => brand.trim().toLowerCase().replace(/\s+/g, "-");

/**
 * A list typed as comma-separated text ("Visa, , Revolut "), or given as a list: each entry trimmed,
 * empty entries dropped; nothing left means null.
 */
export function parseList(value: string | readonly string[] | null | undefined): string[] | null {
  if (value === null || value === undefined) return null;
  const entries = typeof value === "string" ? value.split(",") : value;
  const kept = entries.map((entry) => entry.trim()).filter((entry) => entry !== "");
  return kept.length > 0 ? kept : null;
}

/**
 * A whole number typed in a field (or sent as a number): blank means null; `undefined` means the
 * value is not a whole number (with `allowNegative`, a minus sign is accepted).
 */
export function parseInteger(
  value: string | number | null | undefined,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): number | null | undefined {
  if (value === null || value === undefined) return null;
  const number =
    typeof value === "number"
      ? value
      : value.trim() === ""
        ? null
        : (allowNegative ? /^-?\d+$/ : /^\d+$/).test(value.trim())
          ? Number(value.trim())
          : undefined;
  if (number === null || number === undefined) return number;
  if (!Number.isSafeInteger(number) || (!allowNegative && number < 0)) return undefined;
  return number;
}

/** Text where blank means "none": trimmed, and null when nothing is left. */
export const blankAsNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
};

/** A slug names a page address: no whitespace, and none of the characters that end a path. */
export const SLUG_PATTERN = /^[^\s/?#]+$/;
