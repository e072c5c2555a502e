/**
 * Rows for people: users, payout methods, reviews with their near-duplicate fingerprints, votes and
 * the daily review counts; the demo company representative and the company's replies.
 */
import type { NewUserPaymentMethod } from "#schema/contest";
import type { NewReview, NewReviewFingerprint, NewReviewLimit, NewReviewVote } from "#schema/reviews";
import type { NewReviewReply, providerRepresentatives } from "#schema/representatives";
import type { NewUser } from "#schema/users";
import { providerByKey } from "../data/providers";
import { REPLIES, REPRESENTATIVE_SEED, type ReplySeed } from "../data/replies";
import { REVIEWS, type ReviewSeed } from "../data/reviews";
import { ADMIN_USER_ID, PAYMENT_METHODS_SEED, USERS, userByKey } from "../data/users";
import { reviewFingerprintRows as fingerprintsOf, shingles } from "#worker/lib/near-duplicates";
import { nicosiaDate } from "#schema/cyprus-time";
import { addDays, dayInMonth } from "../dates";

const HOUR_MS = 3_600_000;

const notAfter = (date: Date, limit: Date) => (date > limit ? limit : date);

export function userRows(today: Date): NewUser[] {
  return USERS.map((u) => {
    const sentAt = u.pendingVerification
      ? new Date(today.getTime() - u.pendingVerification.sentHoursAgo * HOUR_MS)
      : null;
    const created = addDays(today, u.createdDays);
    return {
      id: u.id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      profileImageUrl: u.profileImageUrl,
      role: u.role,
      // The seed's analysts are members who never got a staff role; the other roles were given.
      roleAssignedAt: u.role === "analyst" ? null : created,
      username: u.username,
      locale: u.locale ?? null,
      emailVerified: u.emailVerifiedDays !== null,
      emailVerifiedAt: u.emailVerifiedDays === null ? null : addDays(today, u.emailVerifiedDays),
      emailVerificationToken: u.pendingVerification?.tokenHash ?? null,
      emailVerificationSentAt: sentAt,
      emailVerificationTokenExpiry: sentAt ? new Date(sentAt.getTime() + 24 * HOUR_MS) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

export function paymentMethodRows(today: Date): NewUserPaymentMethod[] {
  return PAYMENT_METHODS_SEED.map((m, index) => ({
    userId: userByKey(m.userKey).id,
    method: m.method,
    details: m.details,
    isActive: m.isActive,
    createdAt: addDays(today, -60 + index * 5),
    updatedAt: addDays(today, -60 + index * 5),
  }));
}

/** Throws on data that the database would accept but that makes no sense (self votes, double votes). */
function checkVotes(review: ReviewSeed): void {
  const voters = [...(review.helpful ?? []), ...(review.notHelpful ?? [])];
  if (voters.includes(review.userKey)) throw new Error(`Review ${review.id}: the author votes on it`);
  if (new Set(voters).size !== voters.length) throw new Error(`Review ${review.id}: a user votes twice`);
  if (voters.length > 0 && review.status !== "approved")
    throw new Error(`Review ${review.id}: votes on an unpublished review`);
}

function reviewCreatedAt(review: ReviewSeed, today: Date): Date {
  return dayInMonth(today, review.month, review.day, review.hour);
}

export function reviewRows(today: Date): NewReview[] {
  return REVIEWS.map((r) => {
    checkVotes(r);
    const author = userByKey(r.userKey);
    const createdAt = reviewCreatedAt(r, today);
    const moderatedAt = notAfter(new Date(createdAt.getTime() + 6 * HOUR_MS), today);
    return {
      id: r.id,
      providerId: providerByKey(r.providerKey).id,
      userId: author.id,
      rating: r.rating,
      reviewText: r.text,
      status: r.status,
      verifiedUser: author.emailVerifiedDays !== null,
      helpfulCount: r.helpful?.length ?? 0,
      notHelpfulCount: r.notHelpful?.length ?? 0,
      adminApproved: r.status !== "rejected",
      createdAt,
      updatedAt: r.status === "pending" ? createdAt : moderatedAt,
    };
  });
}

export function reviewVoteRows(today: Date): NewReviewVote[] {
  return REVIEWS.flatMap((r) => {
    const createdAt = reviewCreatedAt(r, today);
    const votes = [
      ...(r.helpful ?? []).map((key) => ({ key, voteType: "helpful" as const })),
      ...(r.notHelpful ?? []).map((key) => ({ key, voteType: "not_helpful" as const })),
    ];
    return votes.map(({ key, voteType }, index) => {
      const votedAt = notAfter(new Date(createdAt.getTime() + (index + 7) * HOUR_MS), today);
      return { reviewId: r.id, userId: userByKey(key).id, voteType, createdAt: votedAt, updatedAt: votedAt };
    });
  });
}

/** The near-duplicate index of the seeded reviews, so that a copy of one is flagged like any other. */
export function reviewFingerprintRows(): NewReviewFingerprint[] {
  return REVIEWS.flatMap((r) => fingerprintsOf(r.id, shingles(r.text)));
}

/** The per-user daily review counts that the review service keeps, derived from the seeded reviews. */
export function reviewLimitRows(today: Date): NewReviewLimit[] {
  const counts = new Map<string, NewReviewLimit>();
  for (const r of REVIEWS) {
    const userId = userByKey(r.userKey).id;
    const limitDate = nicosiaDate(reviewCreatedAt(r, today));
    const key = `${userId}|${limitDate}`;
    const row = counts.get(key) ?? { userId, limitDate, reviewCount: 0 };
    row.reviewCount = (row.reviewCount ?? 0) + 1;
    counts.set(key, row);
  }
  return [...counts.values()];
}

const replyReview = (reply: ReplySeed) => {
  const review = REVIEWS.find(
    (candidate) => candidate.providerKey === reply.providerKey && candidate.userKey === reply.reviewerKey,
  );
  if (!review || review.status !== "approved")
    throw new Error(
      `Reply to ${reply.reviewerKey}'s review of ${reply.providerKey}: no such published review`,
    );
  return review;
};

/** The demo representative's active row: the account answers for its provider. */
export function representativeRows(today: Date): (typeof providerRepresentatives.$inferInsert)[] {
  const user = userByKey(REPRESENTATIVE_SEED.userKey);
  const since = addDays(today, user.createdDays);
  return [
    {
      providerId: providerByKey(REPRESENTATIVE_SEED.providerKey).id,
      email: user.email,
      userId: user.id,
      status: "active",
      invitedBy: ADMIN_USER_ID,
      createdAt: since,
      acceptedAt: since,
    },
  ];
}

/** The company's replies: published ones (moderated by the admin), and one awaiting moderation. */
export function replyRows(today: Date): NewReviewReply[] {
  const author = userByKey(REPRESENTATIVE_SEED.userKey).id;
  return REPLIES.map((reply) => {
    const review = replyReview(reply);
    const createdAt =
      reply.hoursAgo !== undefined
        ? new Date(today.getTime() - reply.hoursAgo * HOUR_MS)
        : notAfter(
            new Date(reviewCreatedAt(review, today).getTime() + (reply.hoursAfterReview ?? 0) * HOUR_MS),
            today,
          );
    const approved = reply.status === "approved";
    return {
      reviewId: review.id,
      providerId: providerByKey(reply.providerKey).id,
      authorId: author,
      text: reply.text,
      status: reply.status,
      createdAt,
      updatedAt: createdAt,
      moderatedBy: approved ? ADMIN_USER_ID : null,
      moderatedAt: approved ? notAfter(new Date(createdAt.getTime() + 3 * HOUR_MS), today) : null,
    };
  });
}
