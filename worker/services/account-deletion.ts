import { and, eq, ne, sql } from "drizzle-orm";
import { confirmsAccount } from "#schema/api/user-data";
import { auditLog } from "#schema/audit";
import { prizeAwards, userPaymentMethods } from "#schema/contest";
import { emailOutbox, newsletterSubscribers } from "#schema/content";
import type { ReviewVoteType } from "#schema/enums";
import { mailDeliveries } from "#schema/mail-deliveries";
import { reviewAppeals, reviewDecisions, reviewReports } from "#schema/moderation";
import { reviewLimits, reviews, reviewVotes } from "#schema/reviews";
import { sessions, users } from "#schema/users";
import type { Db } from "../lib/db";
import { providersReviewedBy, recomputeScores } from "./provider-scores";
import { apiError } from "../lib/errors";

/*
 * What deleting an account does to every table that references the user (or their e-mail):
 * - users: the row stays (prize awards and the contest's standings point at it) but is emptied of
 *   everything personal, its role and its sign-in identity; deleted_at marks it. A sign-in with the
 *   same identity or e-mail finds no account and starts a new, empty one.
 * - sessions, review_limits, user_payment_methods: deleted.
 * - reviews: deleted (with the votes on them and their fingerprints); the site's ratings are counted
 *   from approved reviews when read, so they follow at once.
 * - review_votes: deleted, after the helpful counts of the reviews they were on are recounted
 *   without them.
 * - prize_awards: kept for bookkeeping; the payout details in their snapshot are erased (the method
 *   stays). review_leaderboards: kept, so a settled month's ranking holds; it shows no name, since
 *   the row has none. contest_settlements, review_decisions.decided_by, audit_log's actor: kept,
 *   the staff member's link now naming a deleted account.
 * - review_reports the user made: kept (the transparency figures count them) without the reporter's
 *   link, e-mail or the key naming them. review_appeals: kept without their text or link.
 *   review_decisions about their reviews: kept without the author link or the moderator's facts.
 * - mail to their address (mail_deliveries, email_outbox) and the newsletter subscription of their
 *   address: deleted. Audit entries about the account lose the e-mail they noted.
 * All of it, and the audit row of the deletion, is one batch.
 */

const votesLeft = (userId: string, voteType: ReviewVoteType) =>
  sql<number>`(select count(*) from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id}
    and ${reviewVotes.voteType} = ${voteType} and ${reviewVotes.userId} <> ${userId})`;

/** The counts of every review the user voted on, as they are without the user's votes. */
const recountWithout = (db: Db, userId: string) =>
  db
    .update(reviews)
    .set({ helpfulCount: votesLeft(userId, "helpful"), notHelpfulCount: votesLeft(userId, "not_helpful") })
    .where(
      sql`${reviews.id} in (select ${reviewVotes.reviewId} from ${reviewVotes} where ${reviewVotes.userId} = ${userId})`,
    );

const emailIs = (column: typeof mailDeliveries.toEmail | typeof emailOutbox.toEmail, email: string) =>
  sql`lower(${column}) = ${email.toLowerCase()}`;

/** The statements that erase what was sent to, or kept by, the account's e-mail address. */
function eraseByEmail(db: Db, email: string) {
  return [
    db.delete(mailDeliveries).where(emailIs(mailDeliveries.toEmail, email)),
    db.delete(emailOutbox).where(emailIs(emailOutbox.toEmail, email)),
    db
      .delete(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`),
  ] as const;
}

const emptiedAccount = (now: Date) => ({
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  username: null,
  role: "analyst" as const,
  roleAssignedAt: null,
  emailVerified: false,
  emailVerificationToken: null,
  emailVerificationTokenExpiry: null,
  emailVerificationSentAt: null,
  emailVerifiedAt: null,
  oidcIssuer: null,
  oidcSubject: null,
  locale: null,
  deletedAt: now,
  updatedAt: now,
});

async function accountToDelete(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      role: users.role,
      deletedAt: users.deletedAt,
      otherAdmins: db.$count(users, and(eq(users.role, "admin"), ne(users.id, userId))),
      reviews: db.$count(reviews, eq(reviews.userId, userId)),
      votes: db.$count(reviewVotes, eq(reviewVotes.userId, userId)),
      prizeAwards: db.$count(prizeAwards, eq(prizeAwards.userId, userId)),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account || account.deletedAt) throw apiError(404, "account.error.user_not_found");
  return account;
}

/**
 * Deletes the user's account once `typed` confirms it (400 otherwise); the last administrator
 * cannot (409), or the site would have none.
 */
export async function deleteAccount(db: Db, userId: string, typed: string, now: Date) {
  const account = await accountToDelete(db, userId);
  if (!confirmsAccount(typed, account)) throw apiError(400, "account.error.confirmation_mismatch");
  if (account.role === "admin" && account.otherAdmins === 0) throw apiError(409, "account.error.last_admin");
  const reviewed = await providersReviewedBy(db, userId);
  await db.batch([
    recountWithout(db, userId),
    db.delete(reviewVotes).where(eq(reviewVotes.userId, userId)),
    db.delete(reviews).where(eq(reviews.userId, userId)),
    db.delete(reviewLimits).where(eq(reviewLimits.userId, userId)),
    db.delete(userPaymentMethods).where(eq(userPaymentMethods.userId, userId)),
    db
      .update(prizeAwards)
      .set({
        paymentMethodSnapshot: sql`json_set(${prizeAwards.paymentMethodSnapshot}, '$.details', json('{}'))`,
      })
      .where(eq(prizeAwards.userId, userId)),
    db
      .update(reviewReports)
      .set({ reporterUserId: null, email: null, reporterKey: sql`lower(hex(randomblob(32)))` })
      .where(eq(reviewReports.reporterUserId, userId)),
    db.update(reviewAppeals).set({ userId: null, text: "" }).where(eq(reviewAppeals.userId, userId)),
    db
      .update(reviewDecisions)
      .set({ authorId: null, facts: null })
      .where(eq(reviewDecisions.authorId, userId)),
    ...(account.email ? eraseByEmail(db, account.email) : []),
    db
      .update(auditLog)
      .set({ detailsJson: sql`json_remove(${auditLog.detailsJson}, '$.email')` })
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId))),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.update(users).set(emptiedAccount(now)).where(eq(users.id, userId)),
    db.insert(auditLog).values({
      actorUserId: userId,
      action: "account.delete",
      entityType: "user",
      entityId: userId,
      detailsJson: { reviews: account.reviews, votes: account.votes, prizeAwards: account.prizeAwards },
      createdAt: now,
    }),
  ]);
  // Their approved reviews counted in those providers' scores.
  await recomputeScores(
    db,
    reviewed.map((r) => r.providerId),
    now,
  );
}
