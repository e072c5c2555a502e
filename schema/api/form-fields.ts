import { messageRef as message } from "./messages";
import { isSiteYear } from "../calendar-days";
import { z } from "./zod";

/**
 * Field rules of the back-office forms, in zod/mini so the browser can check a form with the very
 * schema the API uses (schema/validators.ts holds the table-side twins in full zod). Messages are the
 * catalogue's (schema/api/messages.ts), so a form shows them in the admin's language.
 */

const tooLong = (max: number) => z.maxLength(max, message("validation.max_length", { count: max }));

/** Forms send "" for an untouched field: it is stored as null, not as an empty string. */
export const emptyAsNull = <T extends z.core.$ZodType>(schema: T) =>
  z.nullish(
    z.union([
      z.pipe(
        z.literal(""),
        z.transform(() => null),
      ),
      schema,
    ]),
  );

/** Text of at most `max` characters, surrounding spaces dropped; blank is stored as null. */
export const optionalText = (max?: number) =>
  emptyAsNull(
    z.pipe(
      z.string().check(z.trim(), ...(max === undefined ? [] : [tooLong(max)])),
      z.transform((text) => (text === "" ? null : text)),
    ),
  );

/** Text that must be filled in: surrounding spaces are dropped and blank counts as missing. */
export const requiredText = (missing: string, max: number) =>
  z.string(missing).check(z.trim(), z.minLength(1, missing), tooLong(max));

/** An http(s) address, or nothing. */
export const optionalUrl = (max = 500) =>
  emptyAsNull(z.url({ protocol: /^https?$/, error: message("validation.url") }).check(tooLong(max)));

/** An address visitors follow as a plain link (an operator's terms): https only, or nothing. */
export const optionalHttpsUrl = (max = 500) =>
  emptyAsNull(z.url({ protocol: /^https$/, error: message("validation.https_url") }).check(tooLong(max)));

/** A whole number of 0 or more (euro, counts). */
export const wholeNumber = (invalid = message("validation.whole_number")) =>
  z.int(invalid).check(z.minimum(0, invalid));

/** A date from a form or JSON: a Date, an ISO text or epoch milliseconds; "" and null mean none. */
export const optionalDate = z.pipe(
  z.transform((value: unknown) => (value === "" ? null : value)),
  z.nullish(
    z.coerce
      .date(message("validation.valid_date"))
      .check(z.refine((date) => isSiteYear(date.getUTCFullYear()), message("validation.valid_date"))),
  ),
);

/**
 * The id of a row chosen from a list (a provider): whether it exists is the server's check, so
 * any non-blank id of a sane length passes here.
 */
export const referenceId = (missing: string) =>
  z.string(missing).check(z.trim(), z.minLength(1, missing), z.maxLength(255, missing));
