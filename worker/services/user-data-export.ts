import { asc, eq, sql } from "drizzle-orm";
import { prizeAwards, reviewLeaderboards, userPaymentMethods, type PaymentDetails } from "#schema/contest";
import { newsletterSubscribers } from "#schema/content";
import type { PaymentMethod } from "#schema/enums";
import { reviewAppeals, reviewReports } from "#schema/moderation";
import { providers } from "#schema/providers";
import { reviews, reviewVotes } from "#schema/reviews";
import { sessions, users } from "#schema/users";
import type { Db } from "../lib/db";
import { maskDetails, openDetails } from "./payment-methods";

const profileColumns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  emailVerifiedAt: users.emailVerifiedAt,
  emailVerificationSentAt: users.emailVerificationSentAt,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  locale: users.locale,
  role: users.role,
  roleAssignedAt: users.roleAssignedAt,
  oidcIssuer: users.oidcIssuer,
  oidcSubject: users.oidcSubject,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

/** The account's e-mail, as SQL: the newsletter subscription is kept by address, not by account. */
const accountEmail = (db: Db, userId: string) =>
  db
    .select({ email: sql`lower(${users.email})` })
    .from(users)
    .where(eq(users.id, userId));

/** Every read of the export, in one round trip that sees one state of the database. */
function readAll(db: Db, userId: string) {
  return db.batch([
    db.select(profileColumns).from(users).where(eq(users.id, userId)),
    db
      .select({ expiresAt: sessions.expire })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.expire)),
    db
      .select({
        id: reviews.id,
        providerId: reviews.providerId,
        providerBrand: providers.brand,
        rating: reviews.rating,
        reviewText: reviews.reviewText,
        status: reviews.status,
        helpfulCount: reviews.helpfulCount,
        notHelpfulCount: reviews.notHelpfulCount,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .innerJoin(providers, eq(providers.id, reviews.providerId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt)),
    db
      .select({
        reviewId: reviewVotes.reviewId,
        voteType: reviewVotes.voteType,
        createdAt: reviewVotes.createdAt,
        updatedAt: reviewVotes.updatedAt,
      })
      .from(reviewVotes)
      .where(eq(reviewVotes.userId, userId))
      .orderBy(asc(reviewVotes.createdAt)),
    db
      .select({
        reference: reviewReports.reference,
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        explanation: reviewReports.explanation,
        email: reviewReports.email,
        status: reviewReports.status,
        createdAt: reviewReports.createdAt,
        closedAt: reviewReports.closedAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterUserId, userId))
      .orderBy(asc(reviewReports.createdAt)),
    db
      .select({
        reviewId: reviewAppeals.reviewId,
        text: reviewAppeals.text,
        status: reviewAppeals.status,
        createdAt: reviewAppeals.createdAt,
        decidedAt: reviewAppeals.decidedAt,
      })
      .from(reviewAppeals)
      .where(eq(reviewAppeals.userId, userId))
      .orderBy(asc(reviewAppeals.createdAt)),
    db
      .select({
        method: userPaymentMethods.method,
        details: userPaymentMethods.details,
        active: userPaymentMethods.isActive,
        createdAt: userPaymentMethods.createdAt,
        updatedAt: userPaymentMethods.updatedAt,
      })
      .from(userPaymentMethods)
      .where(eq(userPaymentMethods.userId, userId))
      .orderBy(asc(userPaymentMethods.createdAt)),
    db
      .select({
        month: reviewLeaderboards.month,
        rank: reviewLeaderboards.rank,
        reviewCount: reviewLeaderboards.reviewCount,
        prizeAmount: reviewLeaderboards.prizeAmount,
      })
      .from(reviewLeaderboards)
      .where(eq(reviewLeaderboards.userId, userId))
      .orderBy(asc(reviewLeaderboards.month)),
    db
      .select({
        month: reviewLeaderboards.month,
        amount: prizeAwards.amount,
        status: prizeAwards.status,
        paidAt: prizeAwards.paidAt,
        notes: prizeAwards.notes,
        createdAt: prizeAwards.createdAt,
        snapshot: prizeAwards.paymentMethodSnapshot,
      })
      .from(prizeAwards)
      .innerJoin(reviewLeaderboards, eq(reviewLeaderboards.id, prizeAwards.leaderboardId))
      .where(eq(prizeAwards.userId, userId))
      .orderBy(asc(reviewLeaderboards.month)),
    db
      .select({
        email: newsletterSubscribers.email,
        name: newsletterSubscribers.name,
        locale: newsletterSubscribers.locale,
        verified: newsletterSubscribers.verified,
        subscribedAt: newsletterSubscribers.subscribedAt,
      })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = (${accountEmail(db, userId)})`),
  ]);
}

/**
 * Everything stored about a user, for them to download; null should their row be gone. Payout
 * details, the current ones and the copies kept with prizes, are opened and masked.
 */
export async function exportUserData(db: Db, key: CryptoKey, userId: string, now: Date) {
  const [
    [profile],
    sessionRows,
    reviewRows,
    votes,
    reports,
    appeals,
    methods,
    standings,
    awards,
    newsletter,
  ] = await readAll(db, userId);
  if (!profile) return null;
  const masked = async (method: PaymentMethod, stored: PaymentDetails) => ({
    method,
    details: maskDetails(method, await openDetails(key, userId, stored)),
  });
  const { oidcIssuer, oidcSubject, ...account } = profile;
  return {
    exportedAt: now,
    profile: {
      ...account,
      identity: oidcIssuer && oidcSubject ? { issuer: oidcIssuer, subject: oidcSubject } : null,
    },
    sessions: sessionRows,
    reviews: reviewRows,
    votes,
    reports,
    appeals,
    paymentMethods: await Promise.all(
      methods.map(async ({ method, details, ...row }) => ({ ...(await masked(method, details)), ...row })),
    ),
    contestStandings: standings,
    prizeAwards: await Promise.all(
      awards.map(async ({ snapshot, ...award }) => ({
        ...award,
        paymentMethod: await masked(snapshot.method, snapshot.details),
      })),
    ),
    newsletter: newsletter[0] ?? null,
  };
}
