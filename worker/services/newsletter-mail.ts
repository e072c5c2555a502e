import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import type { Locale } from "#schema/locales";
import { hmacToken, isHmacToken } from "../lib/crypto";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import { countConfirmationMail, type PendingConfirmation } from "./newsletter";

/**
 * Unsubscribe links carry the subscriber's id and an HMAC of it under the session secret: they need
 * no storage, never expire, and cannot be made up for another id. The prefix keeps these MACs
 * apart from anything else signed with the same secret.
 */
const unsubscribeMessage = (subscriberId: string) => `newsletter-unsubscribe:${subscriberId}`;

export const isUnsubscribeToken = (secret: Uint8Array, subscriberId: string, token: string) =>
  isHmacToken(secret, unsubscribeMessage(subscriberId), token);

export type NewsletterMailSettings = { siteUrl: string; secret: Uint8Array };

const siteLink = (siteUrl: string, path: string, query: Record<string, string>) =>
  `${siteUrl.replace(/\/+$/, "")}${path}?${new URLSearchParams(query)}`;

/**
 * A link's `lang` names the subscriber's language, so a link that no longer works (used, altered,
 * its address gone) still answers in the language of the mail it came from.
 */
export async function unsubscribeLink(
  { siteUrl, secret }: NewsletterMailSettings,
  subscriberId: string,
  locale: Locale,
) {
  const token = await hmacToken(secret, unsubscribeMessage(subscriberId));
  return siteLink(siteUrl, "/api/newsletter/unsubscribe", { id: subscriberId, token, lang: locale });
}

/**
 * Sends one newsletter mail (template `name` in the subscriber's language) with its unsubscribe
 * link filled in as {{unsubscribeLink}} and in a List-Unsubscribe header: every newsletter mail
 * goes through here, so none lacks the way out.
 */
async function sendNewsletterMail(
  db: Db,
  mail: OutgoingMail,
  settings: NewsletterMailSettings,
  recipient: { id: string; email: string; name: string | null; locale: PendingConfirmation["locale"] },
  name: string,
  values: Record<string, string>,
) {
  const template = await findEmailTemplate(db, name, recipient.locale);
  const unsubscribe = await unsubscribeLink(settings, recipient.id, recipient.locale);
  const message = renderTemplate(template, {
    name: recipient.name ?? recipient.email.split("@")[0] ?? "",
    ...values,
    unsubscribeLink: unsubscribe,
  });
  await mail.enqueue({
    kind: "newsletter",
    to: recipient.email,
    ...message,
    headers: { "List-Unsubscribe": `<${unsubscribe}>` },
  });
}

/** The double opt-in mail: a link that confirms the address, counted against its daily allowance. */
export async function sendConfirmationMail(
  db: Db,
  mail: OutgoingMail,
  settings: NewsletterMailSettings,
  pending: PendingConfirmation,
  now: Date,
) {
  const link = siteLink(settings.siteUrl, "/api/newsletter/confirm", {
    token: pending.token,
    lang: pending.locale,
  });
  await sendNewsletterMail(db, mail, settings, pending, EMAIL_TEMPLATE_NAMES.newsletterConfirm, {
    link,
  });
  await countConfirmationMail(db, pending.email, now);
}
