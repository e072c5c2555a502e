import { hasControlCharacters } from "../control-characters";
import { LOCALES } from "../locales";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/** The longest e-mail address and name a subscriber may give (the table's columns hold 255). */
export const NEWSLETTER_EMAIL_MAX = 255;
const NEWSLETTER_NAME_MAX = 100;

const tooLong = (max: number) => z.maxLength(max, message("validation.max_length", { count: max }));

/**
 * POST /api/newsletter/subscribe, and the menu page's form. The address is compared and stored
 * trimmed and lower-cased, as account e-mails are, so one mailbox is one row whatever its spelling.
 */
export const newsletterSubscribeSchema = z.object({
  email: z.pipe(
    z.string(message("validation.email")).check(z.trim(), z.toLowerCase()),
    z.email(message("validation.email")).check(tooLong(NEWSLETTER_EMAIL_MAX)),
  ),
  /** Optional: blank is none. */
  name: z.pipe(
    z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          tooLong(NEWSLETTER_NAME_MAX),
          z.refine(
            (name) => !hasControlCharacters(name),
            message("profile.validation.name_control_characters"),
          ),
        ),
      ),
    ),
    z.transform((name) => name || null),
  ),
  /** The language the mails are written in. */
  locale: z.enum(LOCALES, message("admin.validation.locale")),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** The longest search text the Newsletter screen sends. */
export const SUBSCRIBER_SEARCH_MAX = 255;
/** How many subscribers the Newsletter screen lists at once (the count and the export cover all). */
export const SUBSCRIBER_LIST_LIMIT = 100;

/** One confirmed subscriber, as the Newsletter screen and its export show them. */
const newsletterSubscriberSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.nullable(z.string()),
  locale: z.enum(LOCALES),
  subscribedAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

/** GET /api/admin/newsletter/subscribers?q=: the count of all that match, and the newest of them. */
export const newsletterSubscriberListSchema = z.strictObject({
  count: z.number(),
  subscribers: z.array(newsletterSubscriberSchema),
});
export type NewsletterSubscriberList = z.infer<typeof newsletterSubscriberListSchema>;
