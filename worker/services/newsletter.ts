import { and, count, desc, eq, gt } from "drizzle-orm";
import {
  SUBSCRIBER_LIST_LIMIT,
  type NewsletterSubscriber,
  type NewsletterSubscriberList,
} from "#schema/api/newsletter";
import { newsletterSubscribers } from "#schema/content";
import type { Locale } from "#schema/locales";
import { randomToken, sha256Hex } from "../lib/crypto";
import type { Db } from "../lib/db";
import { containsText } from "../lib/contains-text";
import { NEWSLETTER_MAIL_LIMIT } from "./rate-limit-rules";
import { countRateLimited, secondsUntilAllowed } from "./rate-limits";

/**
 * How long a confirmation link works. The table has no expiry column: for an address not yet
 * confirmed, `subscribedAt` is when its latest link was mailed (every request refreshes both), so
 * the link expires NEWSLETTER_CONFIRM_TTL_MS after it. Confirming sets `subscribedAt` to the
 * moment the address became a subscriber.
 */
export const NEWSLETTER_CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

export type SubscribeRequest = { email: string; name: string | null; locale: Locale };
/** A confirmation mail to send: the row's id (for its unsubscribe link) and the raw token. */
export type PendingConfirmation = SubscribeRequest & { id: string; token: string };

/** The per-address mail counter is keyed by a hash, so rate_limits holds no address. */
const mailCounterOf = (email: string) => sha256Hex(email);

/**
 * Records a subscription request (address already trimmed and lower-cased). A new or unconfirmed
 * address gets a fresh token, whose hash is stored; a confirmed address is left exactly as it is.
 * One statement (insert, or update on the unique e-mail) so two simultaneous requests for one
 * address still make one row. Returns the mail to send, or null when none is due: the address is
 * confirmed already, or it has had its confirmation mails for the day.
 */
export async function requestSubscription(
  db: Db,
  request: SubscribeRequest,
  now: Date,
): Promise<PendingConfirmation | null> {
  if ((await secondsUntilAllowed(db, NEWSLETTER_MAIL_LIMIT, await mailCounterOf(request.email), now)) > 0) {
    return null;
  }
  const token = randomToken();
  const verificationToken = await sha256Hex(token);
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ ...request, verified: false, verificationToken, subscribedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { name: request.name, locale: request.locale, verificationToken, subscribedAt: now },
      setWhere: eq(newsletterSubscribers.verified, false),
    })
    .returning({ id: newsletterSubscribers.id });
  return row ? { ...request, id: row.id, token } : null;
}

/** Counts a confirmation mail the transport has taken, against the address's daily allowance. */
export async function countConfirmationMail(db: Db, email: string, now: Date) {
  await countRateLimited(db, NEWSLETTER_MAIL_LIMIT, await mailCounterOf(email), now);
}

export type ConfirmResult =
  { ok: true; locale: Locale } | { ok: false; reason: "invalid" | "expired"; locale?: Locale };

/** Marks the address confirmed and clears its token in one write, so a link works once. */
export async function confirmSubscription(db: Db, token: string, now: Date): Promise<ConfirmResult> {
  // randomToken() gives 43 characters; anything far off that is not one of ours.
  if (!token || token.length > 200) return { ok: false, reason: "invalid" };
  const tokenHash = await sha256Hex(token);
  const matches = eq(newsletterSubscribers.verificationToken, tokenHash);
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ verified: true, verificationToken: null, subscribedAt: now })
    .where(
      and(
        matches,
        gt(newsletterSubscribers.subscribedAt, new Date(now.getTime() - NEWSLETTER_CONFIRM_TTL_MS)),
      ),
    )
    .returning({ locale: newsletterSubscribers.locale });
  if (confirmed) return { ok: true, locale: confirmed.locale };
  const [stale] = await db
    .select({ locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(matches)
    .limit(1);
  return stale ? { ok: false, reason: "expired", locale: stale.locale } : { ok: false, reason: "invalid" };
}

/** The language an address's pages and mails are in, if it is (still) on the list. */
export async function subscriberLocale(db: Db, id: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: newsletterSubscribers.locale })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .limit(1);
  return row?.locale;
}

/** Takes the address off the list (the row goes: nothing is kept about a former subscriber). */
export async function unsubscribe(db: Db, id: string): Promise<Locale | undefined> {
  const [row] = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ locale: newsletterSubscribers.locale });
  return row?.locale;
}

const confirmedMatching = (query: string) => {
  const text = query.trim().toLowerCase();
  return and(
    eq(newsletterSubscribers.verified, true),
    text ? containsText(newsletterSubscribers.email, text) : undefined,
  );
};

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  name: newsletterSubscribers.name,
  locale: newsletterSubscribers.locale,
  subscribedAt: newsletterSubscribers.subscribedAt,
};

const confirmedSubscribers = (db: Db, query: string) =>
  db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(confirmedMatching(query))
    .orderBy(desc(newsletterSubscribers.subscribedAt), newsletterSubscribers.email);

const asSubscriber = (row: { subscribedAt: Date } & Omit<NewsletterSubscriber, "subscribedAt">) => ({
  ...row,
  subscribedAt: row.subscribedAt.toISOString(),
});

/**
 * The Newsletter screen: how many confirmed addresses contain `query`, and the newest of them, in
 * one round trip.
 */
export async function listSubscribers(db: Db, query: string): Promise<NewsletterSubscriberList> {
  const [[total], rows] = await db.batch([
    db.select({ count: count() }).from(newsletterSubscribers).where(confirmedMatching(query)),
    confirmedSubscribers(db, query).limit(SUBSCRIBER_LIST_LIMIT),
  ]);
  return { count: total?.count ?? 0, subscribers: rows.map(asSubscriber) };
}

/** Every confirmed address that contains `query`: the CSV export. */
export const exportSubscribers = async (db: Db, query: string): Promise<NewsletterSubscriber[]> =>
  (await confirmedSubscribers(db, query)).map(asSubscriber);
