import { and, eq, sql } from "drizzle-orm";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { DEFAULT_LOCALE, isLocale } from "#schema/locales";
import { providers, providersI18n } from "#schema/providers";
import { localizedUrl, providerPagePath } from "#schema/public-pages";
import { reviewReplies } from "#schema/representatives";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";

/** The reply's review author (address, language, name) and the company, with its page's slug in their language. */
async function authorToTell(db: Db, replyId: string) {
  const [row] = await db
    .select({
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
      username: users.username,
      brand: providers.brand,
      providerId: providers.id,
      // The page's slug in the author's language, else in English (the page answers to its id too).
      slug: sql<
        string | null
      >`coalesce((select ${providersI18n.slug} from ${providersI18n} where ${providersI18n.providerId} = ${providers.id} and ${providersI18n.locale} = ${users.locale}), (select ${providersI18n.slug} from ${providersI18n} where ${providersI18n.providerId} = ${providers.id} and ${providersI18n.locale} = 'en'))`,
    })
    .from(reviewReplies)
    .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(providers, eq(providers.id, reviewReplies.providerId))
    .where(and(eq(reviewReplies.id, replyId), eq(reviewReplies.status, "approved")));
  return row ?? null;
}

/**
 * Tells the review's author that the company's reply to their review is published, in their
 * language (else the site's default), with a link to the provider's reviews. A mail that cannot be
 * queued (no address, no template, no queue) is logged and never undoes the approval.
 */
export async function mailReplyApproved(db: Db, mail: () => OutgoingMail, siteUrl: string, replyId: string) {
  try {
    const found = await authorToTell(db, replyId);
    if (!found) throw new Error("the reply is not approved any more, or its review or author is gone");
    if (!found.email) throw new Error("the review's author has no e-mail address");
    const locale = isLocale(found.locale) ? found.locale : DEFAULT_LOCALE;
    const template = await findEmailTemplate(db, EMAIL_TEMPLATE_NAMES.replyPublished, locale);
    const message = renderTemplate(template, {
      name: found.firstName?.trim() || found.username?.trim() || found.email.split("@")[0] || "",
      provider: found.brand,
      link: `${localizedUrl(siteUrl, locale, providerPagePath(found.slug ?? found.providerId))}#reviews`,
    });
    await mail().enqueue({ kind: "reply", to: found.email, ...message });
  } catch (error) {
    console.error(`The mail about approved reply ${replyId} was not sent:`, error);
  }
}
