import { eq } from "drizzle-orm";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { DEFAULT_LOCALE, isLocale } from "#schema/locales";
import { reviewAppeals, reviewDecisions } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { STATEMENT_STRING_PREFIXES, statementOfReasons } from "#schema/statement-of-reasons";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import type { DecisionResult } from "./review-decisions";
import { statementOf } from "./review-statements";
import { sayerStartingWith } from "./ui-strings";

/**
 * The decisions whose statement of reasons goes to the review's author: a rejection or removal,
 * and the decision on their appeal. (A review published, or kept after reports, is not theirs to
 * be told about.)
 */
export const mailsAuthor = (result: DecisionResult) =>
  result.outcome === "rejected" || result.outcome === "removed" || result.trigger === "appeal";

/** The decision, its review's provider and author, and whether the review's one appeal is unused. */
async function decisionToTell(db: Db, decisionId: string) {
  const [rows, appeals] = await db.batch([
    db
      .select({
        decision: reviewDecisions,
        provider: providers.brand,
        email: users.email,
        locale: users.locale,
        firstName: users.firstName,
        username: users.username,
      })
      .from(reviewDecisions)
      .innerJoin(reviews, eq(reviews.id, reviewDecisions.reviewId))
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviewDecisions.id, decisionId)),
    db
      .select({ id: reviewAppeals.id })
      .from(reviewAppeals)
      .innerJoin(reviewDecisions, eq(reviewDecisions.reviewId, reviewAppeals.reviewId))
      .where(eq(reviewDecisions.id, decisionId)),
  ]);
  const [row] = rows;
  return row ? { ...row, appealable: appeals.length === 0 } : null;
}

/**
 * Queues the statement of reasons of decision `decisionId` to its review's author, in their
 * language (else the site's default), with a link to My reviews. A mail that cannot be queued (no
 * address, no template, no queue) is logged and does not undo the decision.
 */
export async function mailStatementOfReasons(
  db: Db,
  mail: () => OutgoingMail,
  siteUrl: string,
  decisionId: string,
): Promise<boolean> {
  try {
    const found = await decisionToTell(db, decisionId);
    if (!found) throw new Error("the decision's review or author is gone");
    if (!found.email) throw new Error("the author has no e-mail address");
    const locale = isLocale(found.locale) ? found.locale : DEFAULT_LOCALE;
    const [say, template] = await Promise.all([
      sayerStartingWith(db, locale, STATEMENT_STRING_PREFIXES),
      findEmailTemplate(db, EMAIL_TEMPLATE_NAMES.reviewDecision, locale),
    ]);
    const paragraphs = statementOfReasons(statementOf(found.decision), say, {
      locale,
      provider: found.provider,
      appealable: found.appealable,
    });
    const message = renderTemplate(template, {
      name: found.firstName?.trim() || found.username?.trim() || found.email.split("@")[0] || "",
      provider: found.provider,
      statement: paragraphs.join("\n\n"),
      link: `${siteUrl}/profile#my-reviews`,
    });
    await mail().enqueue({ kind: "moderation", to: found.email, ...message });
    return true;
  } catch (error) {
    console.error(`The statement of reasons of decision ${decisionId} was not mailed:`, error);
    return false;
  }
}
