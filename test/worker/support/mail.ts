import { asc, eq } from "drizzle-orm";
import { emailOutbox, emailTemplates } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { mailDeliveries } from "#schema/mail-deliveries";
import { emailTemplateSeeds, type EmailTemplateSeed } from "#seed/data/email-templates";
import { db } from "./client";

/** The verification mail's template in every language: subject "Verify ({locale})", body `htmlContent`. */
export const insertVerificationTemplates = (htmlContent: string) =>
  db()
    .insert(emailTemplates)
    .values(
      LOCALES.map((locale) => ({
        name: "email_verification",
        locale,
        subject: `Verify (${locale})`,
        htmlContent,
      })),
    );

/** Rows per insert: D1 binds at most 100 values to one statement, and a template row has five. */
const TEMPLATES_PER_INSERT = 20;

/** The site's e-mail templates (every one, unless named), inserted a few rows per statement in one batch. */
export async function insertEmailTemplates(rows: EmailTemplateSeed[] = emailTemplateSeeds()) {
  const inserts = [];
  for (let start = 0; start < rows.length; start += TEMPLATES_PER_INSERT)
    inserts.push(
      db()
        .insert(emailTemplates)
        .values(rows.slice(start, start + TEMPLATES_PER_INSERT)),
    );
  const [first, ...rest] = inserts;
  if (first) await db().batch([first, ...rest]);
}

/** Long enough for the local queue (it delivers at once) on a loaded machine; a hang fails clearly. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Mail leaves through the queue after the request has answered: this waits (polling the table)
 * until at least `count` deliveries to `email` exist and none of them is still queued, and returns
 * them, oldest first.
 */
export async function settledDeliveries(email: string, count = 1) {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  for (;;) {
    const rows = await db()
      .select()
      .from(mailDeliveries)
      .where(eq(mailDeliveries.toEmail, email))
      .orderBy(asc(mailDeliveries.createdAt));
    if (rows.length >= count && rows.every((row) => row.status !== "queued")) return rows;
    if (Date.now() > deadline) {
      throw new Error(
        `mail to ${email}: ${rows.length} of ${count} deliveries, statuses ${rows.map((row) => row.status).join(", ") || "none"} after ${SETTLE_LIMIT_MS} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The local outbox's mail to `email` (oldest first), once its `count` deliveries have settled. */
export async function outboxMail(email: string, count = 1) {
  await settledDeliveries(email, count);
  return db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toEmail, email))
    .orderBy(asc(emailOutbox.createdAt));
}
