import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { auditLog } from "#schema/audit";
import type { MailKind } from "#schema/enums";
import { mailDeliveries } from "#schema/mail-deliveries";
import { mailQueueOf, type AppConfig } from "../lib/config";
import type { Db } from "../lib/db";
import { apiError } from "../lib/errors";
import { insertWhere } from "../lib/insert-where";
import type { MailMessage } from "../lib/mail/transport";

/**
 * Sending attempts each time a mail is queued: the first and four retries, 30 s, 1, 2 and 4 min
 * apart. The consumer gives up (and records `failed`) itself after the last one, so the queue's own
 * max_retries in wrangler.toml is this less one: the queue only drops a message whose outcome the
 * consumer could not record, and then into the dead-letter queue.
 */
const MAIL_MAX_ATTEMPTS = 5;
const FIRST_RETRY_DELAY_SECONDS = 30;

/** Exponential backoff: the wait after failed attempt `attempt` (1-based). */
export const retryDelaySeconds = (attempt: number) => FIRST_RETRY_DELAY_SECONDS * 2 ** (attempt - 1);

/** What the mail queue carries: the delivery row holds the message itself. */
export type MailQueueMessage = { deliveryId: string };

type QueuedMail = MailMessage & { kind: MailKind; prizeAwardId?: string };

/** Where services hand their mail: a delivery row, then the mail queue. */
export interface OutgoingMail {
  enqueue(mail: QueuedMail): Promise<void>;
}

/** An error as the delivery row keeps it: its message, short enough to show. */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Hands a delivery to the queue; a queue that refuses it leaves the row `failed` with why. */
async function send(db: Db, queue: Queue<MailQueueMessage>, deliveryId: string) {
  try {
    await queue.send({ deliveryId });
  } catch (error) {
    await db
      .update(mailDeliveries)
      .set({ status: "failed", lastError: `Not queued: ${errorText(error)}` })
      .where(eq(mailDeliveries.id, deliveryId));
    throw error;
  }
}

/** The site's outgoing mail; refused (503) when the mail queue is not bound. */
export function outgoingMail(db: Db, config: AppConfig): OutgoingMail {
  const queue = mailQueueOf(config);
  return {
    async enqueue({ kind, prizeAwardId, to, subject, html, text, headers }) {
      const [row] = await db
        .insert(mailDeliveries)
        .values({ kind, prizeAwardId, toEmail: to, subject, html, text, headers })
        .returning({ id: mailDeliveries.id });
      if (!row) throw new Error("The mail delivery row was not written");
      await send(db, queue, row.id);
    },
  };
}

/** What the consumer does with the queue's message: done (ack), or again after a delay. */
type DeliveryOutcome = { retryAfterSeconds?: number };

/**
 * One attempt at a queued delivery (attempt `attempt` of this queuing). A row that is not queued
 * any more (sent by an earlier delivery of the same message, or gone) is done. A failure counts the
 * attempt and keeps its error; after the last attempt the row is `failed`, else it waits its
 * backoff. A database error is thrown: the queue then delivers the message again.
 */
export async function attemptDelivery(
  db: Db,
  transmit: (message: MailMessage) => Promise<void>,
  deliveryId: string,
  attempt: number,
): Promise<DeliveryOutcome> {
  const [row] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.id, deliveryId));
  if (!row || row.status !== "queued") return {};
  const attempts = sql`${mailDeliveries.attempts} + 1`;
  try {
    await transmit({
      to: row.toEmail,
      subject: row.subject,
      html: row.html,
      text: row.text,
      ...(row.headers && { headers: row.headers }),
    });
  } catch (error) {
    const last = attempt >= MAIL_MAX_ATTEMPTS;
    await db
      .update(mailDeliveries)
      .set({ status: last ? "failed" : "queued", attempts, lastError: errorText(error) })
      .where(eq(mailDeliveries.id, deliveryId));
    return last ? {} : { retryAfterSeconds: retryDelaySeconds(attempt) };
  }
  await db
    .update(mailDeliveries)
    .set({ status: "sent", attempts, lastError: null, sentAt: new Date() })
    .where(eq(mailDeliveries.id, deliveryId));
  return {};
}

/** A message the queue gave up on (the consumer could not record its outcome): the row says so. */
export async function recordGivenUp(db: Db, deliveryId: string) {
  await db
    .update(mailDeliveries)
    .set({ status: "failed", lastError: "The mail queue gave up on this mail after repeated errors" })
    .where(and(eq(mailDeliveries.id, deliveryId), eq(mailDeliveries.status, "queued")));
}

/**
 * The admin's Resend of an award's mail: the same message queued again, audited in the same batch.
 * A mail still queued is refused (it would go twice).
 */
export async function resendPrizeMail(
  db: Db,
  queue: Queue<MailQueueMessage>,
  change: { actorUserId: string; awardId: string },
) {
  const { actorUserId, awardId } = change;
  const [delivery] = await db
    .select({ id: mailDeliveries.id, status: mailDeliveries.status, attempts: mailDeliveries.attempts })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.prizeAwardId, awardId));
  if (!delivery) throw apiError(404, "prizes.error.mail_not_found");
  const notQueued = and(eq(mailDeliveries.id, delivery.id), ne(mailDeliveries.status, "queued"));
  const [, requeued] = await db.batch([
    insertWhere(
      db,
      auditLog,
      {
        actorUserId,
        action: "prize.mail_resend",
        entityType: "prize_award",
        entityId: awardId,
        detailsJson: { from: delivery.status, attempts: delivery.attempts },
      },
      sql`exists (select 1 from ${mailDeliveries} where ${notQueued})`,
    ),
    db
      .update(mailDeliveries)
      .set({ status: "queued", lastError: null })
      .where(notQueued)
      .returning({ id: mailDeliveries.id }),
  ]);
  if (requeued.length === 0) throw apiError(409, "prizes.error.mail_queued");
  await send(db, queue, delivery.id);
}

/** The delivery of each of these awards' mails, by award id. */
export async function prizeMailIds(db: Db, awardIds: string[]) {
  if (awardIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: mailDeliveries.id, awardId: mailDeliveries.prizeAwardId })
    .from(mailDeliveries)
    .where(inArray(mailDeliveries.prizeAwardId, awardIds));
  return new Map(rows.flatMap((row) => (row.awardId ? [[row.awardId, row.id] as const] : [])));
}

/** Points deliveries at the awards that replaced theirs (a recalculation that kept the prize). */
export async function movePrizeMails(db: Db, moves: { deliveryId: string; awardId: string }[]) {
  const [first, ...rest] = moves.map(({ deliveryId, awardId }) =>
    db.update(mailDeliveries).set({ prizeAwardId: awardId }).where(eq(mailDeliveries.id, deliveryId)),
  );
  if (first) await db.batch([first, ...rest]);
}
