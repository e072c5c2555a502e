import { eq } from "drizzle-orm";
import { uiStrings } from "#schema/content";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import type { Locale } from "#schema/locales";
import { providers } from "#schema/providers";
import { groundTitleKey, type DecisionGround } from "#schema/review-guidelines";
import { reviews } from "#schema/reviews";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import { textInLocale } from "./locale-fallback";
import type { OutgoingMail } from "./mail-deliveries";
import { reportersToTell } from "./review-reports";

type Reporter = { reference: string; email: string; locale: Locale };

/** The brand of the company a review is about ("" once the review is gone). */
async function providerOfReview(db: Db, reviewId: string) {
  const [row] = await db
    .select({ brand: providers.brand })
    .from(reviews)
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .where(eq(reviews.id, reviewId));
  return row?.brand ?? "";
}

/** A ground's title in the reporter's language, as the site shows it (its key when untranslated). */
async function groundTitle(db: Db, ground: DecisionGround, locale: Locale) {
  const [row] = await db
    .select()
    .from(uiStrings)
    .where(eq(uiStrings.key, groundTitleKey(ground)));
  return (row && textInLocale(row, locale)) ?? ground;
}

async function sendReportMail(
  db: Db,
  mail: OutgoingMail,
  reporter: Reporter,
  name: string,
  values: Record<string, string>,
) {
  const template = await findEmailTemplate(db, name, reporter.locale);
  const message = renderTemplate(template, { reference: reporter.reference, ...values });
  await mail.enqueue({ kind: "report", to: reporter.email, ...message });
}

/**
 * Mail that must not undo what it reports on: a failure (no queue, no template) is logged with the
 * report it was for, and the report or the decision stands.
 */
async function logFailure(reference: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    console.error(`Report e-mail for ${reference} failed:`, error);
  }
}

/** The acknowledgement of a new report, with its reference, to the address the reporter gave. */
export async function mailReportReceived(
  db: Db,
  mail: () => OutgoingMail,
  reviewId: string,
  reporter: Reporter,
) {
  await logFailure(reporter.reference, async () => {
    const provider = await providerOfReview(db, reviewId);
    await sendReportMail(db, mail(), reporter, EMAIL_TEMPLATE_NAMES.reportReceived, { provider });
  });
}

/**
 * The decision to every reporter whose report it closed and who gave an address, each in the
 * language they reported in: the review kept, or removed with the ground's title.
 */
export async function mailReportDecision(
  db: Db,
  mail: () => OutgoingMail,
  decision: { id: string; reviewId: string; ground: DecisionGround | null },
) {
  const reporters = await reportersToTell(db, decision.id);
  if (reporters.length === 0) return;
  const provider = await providerOfReview(db, decision.reviewId);
  for (const { reference, email, locale } of reporters) {
    if (!email) continue;
    await logFailure(reference, async () => {
      const reporter = { reference, email, locale };
      if (decision.ground === null) {
        await sendReportMail(db, mail(), reporter, EMAIL_TEMPLATE_NAMES.reportKept, { provider });
        return;
      }
      const ground = await groundTitle(db, decision.ground, locale);
      await sendReportMail(db, mail(), reporter, EMAIL_TEMPLATE_NAMES.reportRemoved, { provider, ground });
    });
  }
}
