import { z } from "zod";
import { messageRef } from "./api/messages";
import { LOCALES } from "./locales";

/** Field-level zod pieces shared by the table schemas; their messages are schema/api/messages.ts's. */

const tooLong = (max: number) => messageRef("validation.max_length", { count: max });

export const idSchema = z.guid("Invalid id");

export const localeSchema = z.enum(LOCALES);

/** Text the user must fill in: surrounding spaces are dropped, and blank counts as missing. */
export const requiredText = (message: string, max?: number) => {
  const schema = z.string(message).trim().min(1, message);
  return max === undefined ? schema : schema.max(max, tooLong(max));
};

/** Forms send "" for an untouched field; store it as null rather than as an empty string. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal("").transform(() => null), schema]).nullish();

export const urlSchema = (max = 500) =>
  z.url({ protocol: /^https?$/, message: messageRef("validation.url") }).max(max, tooLong(max));

export const optionalUrl = (max = 500) => emptyAsNull(urlSchema(max));

/** An address visitors are sent to as a plain link (e.g. an operator's terms): https only. */
export const optionalHttpsUrl = (max = 500) =>
  emptyAsNull(
    z.url({ protocol: /^https$/, message: messageRef("validation.https_url") }).max(max, tooLong(max)),
  );

/** An image the site serves itself (`/logos/x.svg`) or an absolute http(s) URL. */
export const optionalAssetUrl = (max = 500) =>
  emptyAsNull(
    z.union([
      urlSchema(max),
      z
        .string()
        .max(max, tooLong(max))
        .regex(/^\/(?!\/)[^\s]*$/, messageRef("validation.url")),
    ]),
  );

/** Stored lower-cased, so the unique indexes on e-mail columns compare addresses, not spellings. */
export const emailSchema = z
  .string(messageRef("validation.email"))
  .trim()
  .toLowerCase()
  .pipe(z.email(messageRef("validation.email")).max(255, tooLong(255)));

/** Calendar date without time, as stored in text columns. */
export const isoDateSchema = z.iso.date(messageRef("validation.date"));

/** Whole, non-negative amounts (euro, hours, counts). */
export const wholeNumber = (message = messageRef("validation.whole_number")) =>
  z.number(message).int(message).min(0, message);

/** A date from a form or JSON: a Date, an ISO string or epoch milliseconds; "" means none. */
export const optionalDate = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce.date(messageRef("validation.valid_date")).nullish(),
);
