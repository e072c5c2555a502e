import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "#schema/content";
import { mailDeliveries } from "#schema/mail-deliveries";
import worker from "#worker/index";
import type { Bindings } from "#worker/bindings";
import type { MailQueueMessage } from "#worker/services/mail-deliveries";
import { call, db, jsonWrite, signIn } from "./support/client";
import { insertVerificationTemplates, outboxMail, settledDeliveries } from "./support/mail";

beforeAll(async () => {
  await insertVerificationTemplates(`<p><a href="{{link}}">verify</a></p>`);
});

const askForVerification = (cookie: string, bindings: Partial<Bindings> = {}) =>
  call("/api/auth/send-verification-email", jsonWrite("POST", {}, cookie), bindings);

/** A mail provider that refuses every message, as Cloudflare's send_email binding would fail. */
const REFUSING_MAIL: Partial<Bindings> = {
  MAIL_TRANSPORT: "cloudflare",
  MAIL_FROM: "no-reply@site.example",
  SEND_EMAIL: { send: () => Promise.reject(new Error("550 mailbox unavailable")) } as unknown as SendEmail,
};

/**
 * One delivery of the queue's message `attempt` (1-based) to the Worker's queue handler: whether it
 * was acknowledged, and the delay of each retry it asked for (the test pool's result leaves those out).
 */
async function deliver(queue: string, deliveryId: string, attempt: number, bindings: Partial<Bindings> = {}) {
  const batch = createMessageBatch<MailQueueMessage>(queue, [
    { id: `message-${attempt}`, timestamp: new Date(), attempts: attempt, body: { deliveryId } },
  ]);
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings });
  const { explicitAcks } = await getQueueResult(batch, ctx);
  return { explicitAcks, retries: retry.mock.calls.map(([options]) => options) };
}

async function queuedRow(email: string) {
  const [row] = await db()
    .insert(mailDeliveries)
    .values({ kind: "verification", toEmail: email, subject: "Hello", html: "<p>Hi</p>", text: "Hi" })
    .returning();
  return row!;
}

const rowOf = async (id: string) =>
  (await db().select().from(mailDeliveries).where(eq(mailDeliveries.id, id)))[0]!;

describe("outgoing mail through the mail queue", () => {
  it("a request queues the mail with a delivery row; the queue's consumer sends it and records it sent", async () => {
    const { cookie } = await signIn("queued@example.com");
    expect((await askForVerification(cookie)).status).toBe(200);
    const [delivery] = await settledDeliveries("queued@example.com");
    expect(delivery).toMatchObject({
      kind: "verification",
      status: "sent",
      attempts: 1,
      lastError: null,
      subject: "Verify (el)",
    });
    expect(delivery!.sentAt).toBeInstanceOf(Date);
    const [mail] = await outboxMail("queued@example.com");
    expect(mail?.html).toBe(delivery!.html);
  });

  it("retries a failing send with exponential backoff and, after the last attempt, records it failed with its error", async () => {
    const { id } = await queuedRow("refused@example.com");
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const [attempt, delay] of [
      [1, 30],
      [2, 60],
      [3, 120],
      [4, 240],
    ] as const) {
      const result = await deliver("mail", id, attempt, REFUSING_MAIL);
      expect(result).toEqual({ explicitAcks: [], retries: [{ delaySeconds: delay }] });
      expect(await rowOf(id)).toMatchObject({
        status: "queued",
        attempts: attempt,
        lastError: "550 mailbox unavailable",
      });
    }
    const last = await deliver("mail", id, 5, REFUSING_MAIL);
    expect(last).toEqual({ explicitAcks: ["message-5"], retries: [] });
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
      sentAt: null,
    });
    // Given up, not sent: a later delivery of the same message sends nothing.
    await deliver("mail", id, 1);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: 5 });
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.toEmail, "refused@example.com")),
    ).toEqual([]);
  });

  it("a message the queue gave up on (its dead-letter queue) leaves its row failed, saying so", async () => {
    const { id } = await queuedRow("dead-letter@example.com");
    const result = await deliver("mail-dead-letter", id, 1);
    expect(result.explicitAcks).toEqual(["message-1"]);
    expect(await rowOf(id)).toMatchObject({
      status: "failed",
      lastError: "The mail queue gave up on this mail after repeated errors",
    });
  });

  it("without the queue's binding no mail is accepted: a 503 that the user may retry, nothing stored", async () => {
    const { cookie } = await signIn("no-queue@example.com");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = await askForVerification(cookie, { MAIL_QUEUE: undefined });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ messageKey: "api.error.not_configured" });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("MAIL_QUEUE binding"));
    expect(
      await db().select().from(mailDeliveries).where(eq(mailDeliveries.toEmail, "no-queue@example.com")),
    ).toEqual([]);
    // Nothing was claimed: with the queue back, the user is not told to wait.
    expect((await askForVerification(cookie)).status).toBe(200);
  });
});
