import { and, eq } from "drizzle-orm";
import { HTTPException } from "hono/http-exception";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, emailTemplates } from "#schema/content";
import { users } from "#schema/users";
import { emailTemplateSeeds } from "#seed/data/email-templates";
import { buildMimeMessage, encodeHeaderText } from "#worker/lib/mail/mime";
import { createHttpTransport } from "#worker/lib/mail/http-transport";
import { createOutboxTransport } from "#worker/lib/mail/outbox-transport";
import { createMailTransport } from "#worker/lib/mail/select-transport";
import { sendVerificationEmail, verifyEmailToken } from "#worker/services/email-verification";
import type { OutgoingMail } from "#worker/services/mail-deliveries";
import { createTestDb, type TestDb } from "../support/libsql-db";

const T0 = new Date("2026-05-10T09:00:00Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const SITE_URL = "https://betcompare.example/";
const MINUTE = 60_000;

let db: TestDb;
/** The mail as the queue's consumer would send it, at once (the queue itself is the worker tests'). */
let outbox: OutgoingMail;
beforeEach(async () => {
  ({ db } = await createTestDb());
  const transport = createOutboxTransport(db);
  outbox = { enqueue: ({ kind: _kind, prizeAwardId: _award, ...message }) => transport.send(message) };
  vi.spyOn(console, "log").mockImplementation(() => {});
  await db.insert(emailTemplates).values(emailTemplateSeeds());
  await db.insert(users).values([
    { id: "u-1", email: "oksana@example.com", firstName: "<b>Oksana</b>" },
    { id: "u-2", email: "done@example.com", emailVerified: true },
    { id: "u-3", email: null },
  ]);
});
afterEach(() => vi.restoreAllMocks());

const send = (userId = "u-1", now = T0, locale: "uk" | "el" | "en" | "fr" = "uk") =>
  sendVerificationEmail(db, outbox, { userId, locale, siteUrl: SITE_URL, now });

async function lastMail() {
  const rows = await db.select().from(emailOutbox);
  const mail = rows.at(-1)!;
  const link = /href="([^"]+)"/.exec(mail.html)![1]!;
  return { ...mail, link, token: new URL(link).searchParams.get("token")! };
}

async function failure(promise: Promise<unknown>): Promise<HTTPException> {
  const error = await promise.catch((e: unknown) => e);
  if (!(error instanceof HTTPException)) throw new Error(`expected an HTTPException, got ${String(error)}`);
  return error;
}

describe("sendVerificationEmail", () => {
  it("mails a link whose token verifies the address once", async () => {
    expect(await send()).toEqual({ sentTo: "oksana@example.com" });
    const mail = await lastMail();
    expect(mail.toEmail).toBe("oksana@example.com");
    expect(mail.link).toMatch(/^https:\/\/betcompare\.example\/api\/auth\/verify-email\?token=[\w-]{43}$/);

    const [stored] = await db.select().from(users).where(eq(users.id, "u-1"));
    expect(stored?.emailVerificationToken).not.toBe(mail.token); // only the hash is kept
    expect(stored?.emailVerificationToken).toMatch(/^[0-9a-f]{64}$/);

    expect(await verifyEmailToken(db, mail.token, later(60_000))).toEqual({ ok: true, userId: "u-1" });
    const [verified] = await db.select().from(users).where(eq(users.id, "u-1"));
    expect(verified).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: later(60_000),
      emailVerificationToken: null,
      emailVerificationTokenExpiry: null,
    });
    expect(await verifyEmailToken(db, mail.token, later(120_000))).toEqual({ ok: false, reason: "invalid" });
  });

  it("uses the template in the user's language and escapes the first name", async () => {
    await send("u-1", T0, "uk");
    const mail = await lastMail();
    expect(mail.subject).toMatch(/^Підтвердьте e-mail/);
    expect(mail.html).toContain("&lt;b&gt;Oksana&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Oksana</b>");
  });

  it("falls back to the English template", async () => {
    await db
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.locale, "fr"), eq(emailTemplates.name, "email_verification")));
    await send("u-1", T0, "fr");
    expect((await lastMail()).subject).toMatch(/^Confirm your e-mail address/);
  });

  it("refuses a re-send within 60 seconds with 429 and Retry-After", async () => {
    await send();
    const error = await failure(send("u-1", later(15_000)));
    expect(error.status).toBe(429);
    const response = error.getResponse();
    expect(response.headers.get("Retry-After")).toBe("45");
    expect(await response.json()).toEqual({
      message: expect.stringMatching(/45 seconds/),
      messageKey: "verification.error.wait",
      params: { count: 45 },
    });
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("allows a re-send after 60 seconds; the new link replaces the old one", async () => {
    await send();
    const first = await lastMail();
    await send("u-1", later(60_000));
    const second = await lastMail();
    expect(await verifyEmailToken(db, first.token, later(61_000))).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyEmailToken(db, second.token, later(61_000))).toEqual({ ok: true, userId: "u-1" });
  });

  it("counts only mails sent: refused clicks inside the interval leave the day's five intact", async () => {
    await send();
    for (const seconds of [5, 10, 20, 30])
      expect((await failure(send("u-1", later(seconds * 1000)))).status).toBe(429);
    for (let minute = 1; minute <= 4; minute++) await send("u-1", later(minute * MINUTE));
    expect(await db.select().from(emailOutbox)).toHaveLength(5);
  });

  it("refuses the sixth mail of a day with 429 and Retry-After, and sends again the next day", async () => {
    for (let minute = 0; minute < 5; minute++) await send("u-1", later(minute * MINUTE));
    const error = await failure(send("u-1", later(5 * MINUTE)));
    expect(error.status).toBe(429);
    expect(error.getResponse().headers.get("Retry-After")).toBe(String(24 * 60 * 60 - 5 * 60));
    expect(await db.select().from(emailOutbox)).toHaveLength(5);
    await send("u-1", later(24 * 60 * MINUTE));
    expect(await db.select().from(emailOutbox)).toHaveLength(6);
  });

  it("a mail the queue did not take does not count either", async () => {
    const broken: OutgoingMail = { enqueue: () => Promise.reject(new Error("mail queue down")) };
    for (let i = 0; i < 6; i++) {
      await expect(
        sendVerificationEmail(db, broken, { userId: "u-1", locale: "en", siteUrl: SITE_URL, now: later(i) }),
      ).rejects.toThrow("mail queue down");
    }
    await send("u-1", later(10));
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("refuses users without an e-mail or already verified", async () => {
    expect(await failure(send("u-3"))).toMatchObject({
      status: 400,
      message: "Your account has no e-mail address to verify",
    });
    expect(await failure(send("u-2"))).toMatchObject({
      status: 400,
      message: "Your e-mail address is already verified",
    });
  });

  it("lets the user retry at once when the queue does not take the mail", async () => {
    const broken: OutgoingMail = { enqueue: () => Promise.reject(new Error("mail queue down")) };
    await expect(
      sendVerificationEmail(db, broken, { userId: "u-1", locale: "en", siteUrl: SITE_URL, now: T0 }),
    ).rejects.toThrow("mail queue down");
    await send("u-1", later(1_000));
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });
});

describe("verifyEmailToken", () => {
  it("refuses an expired token", async () => {
    await send();
    const { token } = await lastMail();
    expect(await verifyEmailToken(db, token, later(24 * 3_600_000 + 1))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses an unknown or empty token", async () => {
    await send();
    expect(await verifyEmailToken(db, "not-a-token", T0)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyEmailToken(db, "", T0)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("mail transports", () => {
  const message = {
    to: "eleni@example.com",
    subject: "Επιβεβαίωση e-mail",
    html: "<p>Γεια</p>",
    text: "Γεια",
  };

  it("builds a multipart/alternative MIME message with encoded subject", () => {
    const raw = buildMimeMessage("no-reply@betcompare.example", message, T0);
    expect(raw).toContain("From: no-reply@betcompare.example\r\nTo: eleni@example.com\r\n");
    expect(raw).toMatch(/Content-Type: multipart\/alternative; boundary="(alt-[\w-]+)"/);
    expect(raw).toContain("Content-Type: text/plain; charset=UTF-8");
    expect(raw).toContain("Content-Type: text/html; charset=UTF-8");
    expect(raw).toMatch(/Message-ID: <[\w-]+@betcompare\.example>/);
    expect(raw).toContain(Buffer.from("<p>Γεια</p>").toString("base64"));
    const subject = encodeHeaderText(message.subject);
    const decoded = [...subject.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)].map((m) =>
      Buffer.from(m[1]!, "base64"),
    );
    expect(Buffer.concat(decoded).toString("utf8")).toBe(message.subject);
    expect(() => buildMimeMessage("a@b.c", { ...message, to: "x@y.z\r\nBcc: evil@example.com" })).toThrow();
  });

  it("posts JSON with a bearer key over HTTP and fails on a non-2xx answer", async () => {
    const fetchSpy = vi.fn(async () => new Response("", { status: 202 }));
    const http = createHttpTransport({
      url: "https://mail.example/send",
      apiKey: "k",
      from: "a@b.c",
      fetch: fetchSpy,
    });
    await http.send(message);
    expect(fetchSpy).toHaveBeenCalledWith("https://mail.example/send", {
      method: "POST",
      headers: { Authorization: "Bearer k", "Content-Type": "application/json" },
      body: JSON.stringify({ from: "a@b.c", ...message }),
    });
    fetchSpy.mockResolvedValueOnce(new Response("quota exceeded", { status: 429 }));
    await expect(http.send(message)).rejects.toThrow("Mail API answered 429: quota exceeded");
  });

  it("selects the configured transport and names missing settings", async () => {
    await (await createMailTransport({ transport: "outbox", from: "a@b.c" }, db)).send(message);
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
    await expect(createMailTransport({ transport: "http", from: "a@b.c" }, db)).rejects.toThrow(
      /URL and an API key/,
    );
    await expect(createMailTransport({ transport: "cloudflare", from: "a@b.c" }, db)).rejects.toThrow(
      /send_email/,
    );
  });
});
