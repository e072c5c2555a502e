import { z } from "zod";
import { LOCALES } from "./locales";

/** Field-level zod pieces shared by the table schemas. */

export const idSchema = z.guid("Invalid id");

export const localeSchema = z.enum(LOCALES);

/** Text the user must fill in: surrounding spaces are dropped, and blank counts as missing. */
export const requiredText = (message: string, max?: number) => {
  const schema = z.string(message).trim().min(1, message);
  return max === undefined ? schema : schema.max(max, `Must be at most ${max} characters`);
};

/** Forms send "" for an untouched field; store it as null rather than as an empty string. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => null), schema]).nullish();

export const urlSchema = (max = 500) =>
  z
    .url({ protocol: /^https?$/, message: "Must be a valid URL" })
    .max(max, `Must be at most ${max} characters`);

export const optionalUrl = (max = 500) => emptyAsNull(urlSchema(max));

/** An image the site serves itself (`/logos/x.svg`) or an absolute http(s) URL. */
export const optionalAssetUrl = (max = 500) =>
  emptyAsNull(
    z.union([
      urlSchema(max),
      z
        .string()
        .max(max, `Must be at most ${max} characters`)
        .regex(/^\/(?!\/)[^\s]*$/, "Must be a valid URL"),
    ]),
  );

/** Stored lower-cased, so the unique indexes on e-mail columns compare addresses, not spellings. */
export const emailSchema = z
  .string("Must be a valid e-mail address")
  .trim()
  .toLowerCase()
  .pipe(z.email("Must be a valid e-mail address").max(255));

/** Calendar date without time, as stored in text columns. */
export const isoDateSchema = z.iso.date("Must be a date (YYYY-MM-DD)");

/** Whole, non-negative amounts (euro, hours, counts). */
export const wholeNumber = (message = "Must be a whole number of 0 or more") =>
  z.number(message).int(message).min(0, message);

/** A date from a form or JSON: a Date, an ISO string or epoch milliseconds; "" means none. */
export const optionalDate = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce.date("Must be a valid date").nullish(),
);
