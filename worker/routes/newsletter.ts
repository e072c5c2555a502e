import type { Context } from "hono";
import { Hono } from "hono";
import { newsletterSubscribeSchema } from "#schema/api/newsletter";
import { isLocale, type Locale } from "#schema/locales";
import {
  badUnsubscribeLinkPage,
  confirmPage,
  unsubscribeAskPage,
  unsubscribedPage,
} from "../lib/newsletter-pages";
import { inBackground } from "../lib/in-background";
import { readJsonOrForm } from "../lib/request-body";
import { validate } from "../lib/validate";
import { rateLimit } from "../middleware/rate-limit";
import { requestLocale } from "../middleware/visitor-locale";
import {
  confirmSubscription,
  requestSubscription,
  subscriberLocale,
  unsubscribe,
} from "../services/newsletter";
import { outgoingMail } from "../services/mail-deliveries";
import { isUnsubscribeToken, sendConfirmationMail } from "../services/newsletter-mail";
import { NEWSLETTER_SUBSCRIBE_LIMIT } from "../services/rate-limit-rules";
import type { AppEnv } from "../types";

/** The id and token of an unsubscribe link (query) or of its page's form (body). */
async function unsubscribeRequest(c: Context<AppEnv>, fields: Record<string, unknown>) {
  const id = typeof fields.id === "string" ? fields.id : "";
  const token = typeof fields.token === "string" ? fields.token : "";
  const valid =
    id.length > 0 &&
    id.length <= 64 &&
    token.length <= 64 &&
    (await isUnsubscribeToken(c.get("config").sessionSecret, id, token));
  return valid ? { id, token } : null;
}

/**
 * A page's language: the subscriber's where the link still finds them, else the one the link (or
 * its page's form) names, else the visitor's.
 */
function pageLocale(
  c: Context<AppEnv>,
  stored: Locale | undefined,
  fields: Record<string, unknown> = c.req.query(),
) {
  const named = fields.lang;
  return stored ?? (typeof named === "string" && isLocale(named) ? named : requestLocale(c));
}

export const newsletterRoutes = new Hono<AppEnv>()
  /**
   * Double opt-in: always 202 with the same body, so the answer never tells whether the address was
   * new, waiting for confirmation or confirmed already. The mail goes after the answer.
   */
  .post(
    "/subscribe",
    rateLimit(NEWSLETTER_SUBSCRIBE_LIMIT),
    validate("json", newsletterSubscribeSchema),
    async (c) => {
      const db = c.get("db");
      const config = c.get("config");
      // Refused here (503) without the mail queue, before anything is stored.
      const mail = outgoingMail(db, config);
      const now = new Date();
      const pending = await requestSubscription(db, c.req.valid("json"), now);
      if (pending) {
        await inBackground(
          c,
          "Newsletter confirmation mail",
          sendConfirmationMail(
            db,
            mail,
            { siteUrl: config.siteUrl, secret: config.sessionSecret },
            pending,
            now,
          ),
        );
      }
      return c.json({ status: "pending" as const }, 202);
    },
  )
  // The link in the confirmation mail: a small page in the subscriber's language, no script.
  .get("/confirm", async (c) => {
    const result = await confirmSubscription(c.get("db"), c.req.query("token") ?? "", new Date());
    const locale = pageLocale(c, result.locale);
    return result.ok
      ? c.html(confirmPage(locale, "confirmed"))
      : c.html(confirmPage(locale, result.reason), 400);
  })
  // A link only shows the button (mail scanners open links); the button's form post unsubscribes.
  .get("/unsubscribe", async (c) => {
    const request = await unsubscribeRequest(c, c.req.query());
    if (!request) return c.html(badUnsubscribeLinkPage(pageLocale(c, undefined)), 400);
    const locale = pageLocale(c, await subscriberLocale(c.get("db"), request.id));
    return c.html(unsubscribeAskPage(locale, request.id, request.token));
  })
  .post("/unsubscribe", async (c) => {
    const body = await readJsonOrForm(c);
    const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    const request = await unsubscribeRequest(c, fields);
    if (!request) return c.html(badUnsubscribeLinkPage(pageLocale(c, undefined, fields)), 400);
    // Already gone (a second press) is as done as the first time.
    return c.html(unsubscribedPage(pageLocale(c, await unsubscribe(c.get("db"), request.id), fields)));
  });
