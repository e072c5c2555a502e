import { and, eq, isNull, lte, or } from "drizzle-orm";
import { EMAIL_TEMPLATE_NAMES } from "#schema/email-template-names";
import type { Locale } from "#schema/locales";
import { users } from "#schema/users";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { apiError, tooManyRequests } from "../lib/errors";
import { renderTemplate } from "../lib/mail/render-template";
import { findEmailTemplate } from "./email-templates";
import type { OutgoingMail } from "./mail-deliveries";
import { VERIFICATION_EMAIL_LIMIT } from "./rate-limit-rules";
import { countRateLimited, secondsUntilAllowed } from "./rate-limits";

const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** One mail a minute per user; the daily cap is VERIFICATION_EMAIL_LIMIT, counting mails sent. */
const RESEND_INTERVAL_MS = 60 * 1000;

const tooSoon = (seconds: number) => tooManyRequests("verification.error.wait", { count: seconds });

function secondsUntilResend(sentAt: Date | null, now: Date): number {
  if (!sentAt) return 0;
  const waitMs = sentAt.getTime() + RESEND_INTERVAL_MS - now.getTime();
  return waitMs <= 0 ? 0 : Math.min(Math.ceil(waitMs / 1000), RESEND_INTERVAL_MS / 1000);
}

export async function sendVerificationEmail(
  db: Db,
  mail: OutgoingMail,
  params: { userId: string; locale: Locale; siteUrl: string; now: Date },
): Promise<{ sentTo: string }> {
  const { userId, locale, siteUrl, now } = params;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw apiError(404, "account.error.user_not_found");
  if (!user.email) throw apiError(400, "verification.error.no_email");
  if (user.emailVerified) throw apiError(400, "verification.error.already_verified");
  const dailyWait = await secondsUntilAllowed(db, VERIFICATION_EMAIL_LIMIT, userId, now);
  if (dailyWait > 0) {
    throw tooManyRequests("verification.error.daily_limit", {
      limit: VERIFICATION_EMAIL_LIMIT.limit,
      count: dailyWait,
    });
  }
  const wait = secondsUntilResend(user.emailVerificationSentAt, now);
  if (wait > 0) throw tooSoon(wait);

  const template = await findEmailTemplate(db, EMAIL_TEMPLATE_NAMES.verification, locale);
  const token = randomToken();
  const tokenHash = await sha256Hex(token);

  // Compare-and-set on the send time: of two simultaneous requests only one sends a mail.
  const claimed = await db
    .update(users)
    .set({
      emailVerificationToken: tokenHash,
      emailVerificationTokenExpiry: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
      emailVerificationSentAt: now,
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailVerified, false),
        or(
          isNull(users.emailVerificationSentAt),
          lte(users.emailVerificationSentAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: users.id });
  if (claimed.length === 0) throw tooSoon(RESEND_INTERVAL_MS / 1000);

  const link = `${siteUrl.replace(/\/+$/, "")}/api/auth/verify-email?token=${token}`;
  const firstName = user.firstName?.trim() || user.username || user.email.split("@")[0] || "";
  const message = renderTemplate(template, { firstName, link });
  try {
    await mail.enqueue({ kind: "verification", to: user.email, ...message });
  } catch (error) {
    // Put back the previous token and send time, so the user may retry at once and an earlier
    // mail's link keeps working.
    await db
      .update(users)
      .set({
        emailVerificationToken: user.emailVerificationToken,
        emailVerificationTokenExpiry: user.emailVerificationTokenExpiry,
        emailVerificationSentAt: user.emailVerificationSentAt,
      })
      .where(and(eq(users.id, userId), eq(users.emailVerificationToken, tokenHash)));
    throw error;
  }
  // Counted once the mail is queued: refused attempts, and mail the queue did not take, cost nothing.
  await countRateLimited(db, VERIFICATION_EMAIL_LIMIT, userId, now);
  return { sentTo: user.email };
}

export type VerifyEmailResult = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" };

/** Marks the e-mail verified. The token is cleared in the same write, so a link works once. */
export async function verifyEmailToken(db: Db, token: string, now: Date): Promise<VerifyEmailResult> {
  // randomToken() gives 43 characters; anything far off that is not one of ours.
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const tokenHash = await sha256Hex(token);
  const [user] = await db
    .select({ id: users.id, expiry: users.emailVerificationTokenExpiry })
    .from(users)
    .where(eq(users.emailVerificationToken, tokenHash))
    .limit(1);
  if (!user) return { ok: false, reason: "invalid" };
  if (!user.expiry || user.expiry.getTime() <= now.getTime()) return { ok: false, reason: "expired" };

  const updated = await db
    .update(users)
    .set({
      emailVerified: true,
      emailVerifiedAt: now,
      emailVerificationToken: null,
      emailVerificationTokenExpiry: null,
    })
    .where(and(eq(users.id, user.id), eq(users.emailVerificationToken, tokenHash)))
    .returning({ id: users.id });
  // Lost a race with a second click on the same link: that click verified the address.
  if (updated.length === 0) return { ok: false, reason: "invalid" };
  return { ok: true, userId: user.id };
}
