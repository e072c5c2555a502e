import { readConfig } from "../lib/config";
import { createDb, type Db } from "../lib/db";
import { createMailTransport } from "../lib/mail/select-transport";
import type { MailMessage, MailTransport } from "../lib/mail/transport";
import {
  attemptDelivery,
  recordGivenUp,
  retryDelaySeconds,
  type MailQueueMessage,
} from "../services/mail-deliveries";
import type { Bindings } from "../bindings";

/** The dead-letter queue of the mail queue (wrangler.toml): messages the queue itself gave up on. */
const MAIL_DEAD_LETTER_QUEUE = "mail-dead-letter";

const deliveryIdOf = (message: Message<MailQueueMessage>) =>
  typeof message.body?.deliveryId === "string" ? message.body.deliveryId : null;

/**
 * The transport for a batch. A setting it lacks (or a deployment's missing secret) fails each
 * attempt with that error, so the delivery rows say what to fix.
 */
async function transmitter(env: Bindings, db: Db): Promise<(message: MailMessage) => Promise<void>> {
  let transport: MailTransport;
  try {
    transport = await createMailTransport(readConfig(env).mail, db);
  } catch (error) {
    return () => Promise.reject(error);
  }
  return (message) => transport.send(message);
}

/**
 * The mail queue's consumer: sends each queued delivery, acknowledging it once sent or given up
 * (the row then says `failed`), and otherwise asking the queue for it again after its backoff.
 */
export async function consumeMailBatch(batch: MessageBatch<MailQueueMessage>, env: Bindings) {
  const db = createDb(env.DB);
  if (batch.queue === MAIL_DEAD_LETTER_QUEUE) {
    for (const message of batch.messages) {
      const deliveryId = deliveryIdOf(message);
      if (deliveryId) await recordGivenUp(db, deliveryId);
      message.ack();
    }
    return;
  }
  const transmit = await transmitter(env, db);
  for (const message of batch.messages) {
    const deliveryId = deliveryIdOf(message);
    if (!deliveryId) {
      console.error(
        `Mail queue: a message without a delivery id was dropped: ${JSON.stringify(message.body)}`,
      );
      message.ack();
      continue;
    }
    try {
      const { retryAfterSeconds } = await attemptDelivery(db, transmit, deliveryId, message.attempts);
      if (retryAfterSeconds === undefined) message.ack();
      else message.retry({ delaySeconds: retryAfterSeconds });
    } catch (error) {
      console.error(
        `Mail delivery ${deliveryId}: its outcome was not recorded; the queue tries again`,
        error,
      );
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
