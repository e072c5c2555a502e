import { inArray } from "drizzle-orm";
import { formatEuro } from "#schema/euro";
import { formatMonth } from "#schema/cyprus-time";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import { DEFAULT_LOCALE, isLocale } from "#schema/locales";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import type { PrizeAwardView } from "./prize-awards";

/**
 * Queues a mail to each winner of a newly settled month, in the language they last wrote a review
 * in; the Prizes screen shows what became of it. A mail that cannot be queued (no address, no
 * queue) is logged with its award and month and does not undo the settlement: the award stands.
 * Returns how many were queued.
 */
export async function mailPrizeWinners(
  db: Db,
  mail: OutgoingMail,
  siteUrl: string,
  awards: PrizeAwardView[],
): Promise<number> {
  if (awards.length === 0) return 0;
  const languages = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        awards.map((award) => award.user.id),
      ),
    );
  let sent = 0;
  for (const award of awards) {
    const { user, leaderboard } = award;
    try {
      if (!user.email) throw new Error("the winner has no e-mail address");
      const stored = languages.find((row) => row.id === user.id)?.locale;
      const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
      const template = await findEmailTemplate(db, EMAIL_TEMPLATE_NAMES.prizeWon, locale);
      const amount = formatEuro(locale, award.amount);
      const message = renderTemplate(template, {
        name: user.firstName?.trim() || user.username?.trim() || user.email.split("@")[0] || "",
        rank: String(leaderboard.rank),
        amount,
        month: formatMonth(locale, leaderboard.month),
        link: `${siteUrl}/${locale}/leaderboard?month=${leaderboard.month}`,
      });
      await mail.enqueue({ kind: "prize", prizeAwardId: award.id, to: user.email, ...message });
      sent++;
    } catch (error) {
      console.error(
        `Prize e-mail for award ${award.id} (${leaderboard.month}, user ${user.id}) failed:`,
        error,
      );
    }
  }
  return sent;
}
