import { emailOutbox } from "#schema/content";
import type { Db } from "../db";
import type { MailMessage, MailTransport } from "./transport";

/** Links in the message, so the log line can show them on their own for a developer to click. */
function linksOf(message: MailMessage): string[] {
  const found = [...message.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? "");
  return [...new Set(found.filter((link) => /^https?:\/\//.test(link)))].map((link) =>
    link.replace(/&amp;/g, "&"),
  );
}

/**
 * The local default: nothing leaves the machine. The message is kept in email_outbox (tests and the
 * admin can read it) and printed, so sign-up flows can be finished without a mail server.
 */
export function createOutboxTransport(db: Db): MailTransport {
  return {
    async send(message) {
      await db.insert(emailOutbox).values({
        toEmail: message.to,
        subject: message.subject,
        html: message.html,
      });
      const links = linksOf(message);
      console.log(
        [
          `[mail outbox] to ${message.to}: ${message.subject}`,
          ...links.map((link) => `  link: ${link}`),
        ].join("\n"),
      );
    },
  };
}
