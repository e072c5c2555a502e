/**
 * Generated rows for `npm run seed:scale`: providers, promotions, users, reviews and votes beyond the
 * demo seed, deterministic (a seeded generator) and within every rule the site enforces: one review
 * per user per provider, votes only on approved reviews and never by their author, one vote per
 * user per review, counts on the review kept equal to its votes, text in every locale.
 */
import { BONUS_TYPES, REVIEW_STATUSES, type ReviewStatus } from "#schema/enums";
import { LOCALES } from "#schema/locales";
import type { NewPromotion, NewPromotionI18n } from "#schema/promotions";
import type { NewProvider, NewProviderI18n } from "#schema/providers";
import type { NewReview, NewReviewVote } from "#schema/reviews";
import type { NewUser } from "#schema/users";
import { addDays, isoDateFromOffset } from "../dates";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Marks the generated providers, so a second run can tell it already ran. */
export const SCALE_DOMAIN = "scale.example";

/** Mulberry32: the same rows on every run, without Math.random. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)]! };
}
type Random = ReturnType<typeof generator>;

const uuid = () => crypto.randomUUID();

export function providerRows(count: number, today: Date, random: Random) {
  const providers: NewProvider[] = [];
  const translations: NewProviderI18n[] = [];
  for (let n = 1; n <= count; n++) {
    const id = uuid();
    const brand = `Scale Bet ${n}`;
    const domain = `bet${n}.${SCALE_DOMAIN}`;
    const created = addDays(today, -random.int(30, 900));
    const licensed = random.next() < 0.9;
    providers.push({
      id,
      brand,
      domain,
      licenseId: `NBA-S-${1000 + n}`,
      licenseFrom: isoDateFromOffset(today, -random.int(100, 1500)),
      licenseTo: isoDateFromOffset(today, random.int(30, 900)),
      licenseStatus: licensed ? "licensed" : "suspended",
      // As a register import would leave them: a licence in force is confirmed.
      registerCheck: licensed ? "confirmed" : "suspended",
      companyLegalName: `${brand} Ltd`,
      bonusLink: `https://${domain}/promotions`,
      responsibleUrl: `https://${domain}/responsible-gambling`,
      cashOutType: random.pick(["full", "partial", "none"]),
      liveBetting: random.next() < 0.8,
      liveStreaming: random.next() < 0.5,
      earlyPayout: random.next() < 0.3,
      betBuilder: random.next() < 0.6,
      iosApp: random.next() < 0.7,
      androidApp: random.next() < 0.7,
      liveChat: random.next() < 0.8,
      liveChat247: random.next() < 0.4,
      payments: ["visa", "mastercard", "paysafecard"].slice(0, random.int(1, 3)),
      minDeposit: random.int(5, 20),
      minWithdraw: random.int(10, 30),
      maxWithdrawal: random.int(5, 50) * 1000,
      withdrawalTime: `${random.int(1, 72)} hours`,
      supportEmail: `support@${domain}`,
      supportChannels: ["email", "live_chat"],
      supportLangs: ["el", "en"],
      responseTimeHours: random.int(1, 48),
      active: random.next() < 0.9,
      featured: random.next() < 0.05,
      priority: random.int(0, 50),
      createdAt: created,
      updatedAt: created,
    });
    for (const locale of LOCALES) {
      translations.push({
        id: uuid(),
        providerId: id,
        locale,
        slug: `scale-bet-${n}`,
        overview: `${brand} [${locale}]: a licensed Cypriot sportsbook generated for load tests.`,
        bonusHeadline: `${brand}: 100% up to €${random.int(1, 5) * 50}`,
        ctaText: "Visit",
        seoTitle: `${brand} review [${locale}]`,
        seoDescription: `Review of ${brand}: bonus, licence and payments.`,
        faq: [{ question: `Is ${brand} licensed?`, answer: "Yes, by the National Betting Authority." }],
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  return { providers, translations };
}

export function promotionRows(count: number, providerIds: string[], today: Date, random: Random) {
  const promotions: NewPromotion[] = [];
  const translations: NewPromotionI18n[] = [];
  for (let n = 1; n <= count; n++) {
    const id = uuid();
    const startAt = addDays(today, -random.int(0, 240));
    const endAt = addDays(startAt, random.int(7, 360));
    const bonusType = random.pick(BONUS_TYPES);
    const created = addDays(startAt, -3);
    promotions.push({
      id,
      // About one in twenty is a site-wide offer of no provider.
      providerId: random.next() < 0.05 ? null : random.pick(providerIds),
      bonusType,
      startAt,
      endAt,
      priority: random.int(0, 100),
      active: random.next() < 0.85,
      wageringMultiplier: random.int(1, 10),
      minOdds: 1.5,
      termsUrl: `https://portal.${SCALE_DOMAIN}/promotions/${n}/terms`,
      createdAt: created,
      updatedAt: created,
    });
    for (const locale of LOCALES) {
      translations.push({
        id: uuid(),
        promotionId: id,
        locale,
        title: `Offer ${n} (${bonusType}) [${locale}]`,
        body: `Generated ${bonusType} offer ${n} for load tests.`,
        ctaText: "Claim",
        url: `https://portal.${SCALE_DOMAIN}/${locale}/promotions/${n}`,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
  return { promotions, translations };
}

export function userRows(count: number, today: Date, random: Random): NewUser[] {
  return Array.from({ length: count }, (_, index) => {
    const created = addDays(today, -random.int(200, 700));
    const verified = random.next() < 0.85;
    return {
      id: uuid(),
      email: `user${index + 1}@users.${SCALE_DOMAIN}`,
      firstName: `First${index + 1}`,
      lastName: `Last${index + 1}`,
      role: "analyst" as const,
      username: `scale_user_${index + 1}`,
      locale: random.pick(LOCALES),
      emailVerified: verified,
      emailVerifiedAt: verified ? addDays(created, 1) : null,
      createdAt: created,
      updatedAt: created,
    };
  });
}

const STATUS_WEIGHTS: Record<ReviewStatus, number> = { approved: 0.8, pending: 0.12, rejected: 0.08 };
function reviewStatus(random: Random): ReviewStatus {
  let roll = random.next();
  for (const status of REVIEW_STATUSES) {
    roll -= STATUS_WEIGHTS[status];
    if (roll < 0) return status;
  }
  return "approved";
}

/**
 * `count` reviews by `users`, each user reviewing distinct providers (a stride through the list),
 * written over the last year up to yesterday: no user's review falls on today's Cyprus day, so the
 * daily limit's counts (review_limits) of today stay true without rows here.
 */
export function reviewRows(
  count: number,
  users: NewUser[],
  providerIds: string[],
  today: Date,
  random: Random,
) {
  const perUser = Math.ceil(count / users.length);
  if (perUser > providerIds.length) throw new Error("More reviews per user than providers");
  const reviews: NewReview[] = [];
  for (let u = 0; u < users.length && reviews.length < count; u++) {
    const user = users[u]!;
    const first = random.int(0, providerIds.length - 1);
    for (let k = 0; k < perUser && reviews.length < count; k++) {
      const createdAt = new Date(today.getTime() - DAY_MS - random.int(0, 364 * 24) * HOUR_MS);
      const status = reviewStatus(random);
      const rating = random.int(1, 5);
      reviews.push({
        id: uuid(),
        providerId: providerIds[(first + k) % providerIds.length]!,
        userId: user.id!,
        rating,
        reviewText: `Rated ${rating} of 5 after ${random.int(1, 36)} months of betting here; generated review ${reviews.length + 1}.`,
        status,
        verifiedUser: user.emailVerified ?? false,
        adminApproved: status !== "rejected",
        flags: [],
        createdAt,
        updatedAt: status === "pending" ? createdAt : new Date(createdAt.getTime() + 6 * HOUR_MS),
      });
    }
  }
  return reviews;
}

/**
 * `count` votes on the approved reviews, by distinct users other than the author, after the review
 * and before today; each review's helpful/not-helpful counts are set to its votes.
 */
export function voteRows(
  count: number,
  reviews: NewReview[],
  userIds: string[],
  today: Date,
  random: Random,
) {
  const approved = reviews.filter((review) => review.status === "approved");
  const perReview = Math.ceil(count / approved.length);
  if (perReview >= userIds.length) throw new Error("More votes per review than voters");
  const votes: NewReviewVote[] = [];
  for (const review of approved) {
    const first = random.int(0, userIds.length - 1);
    for (let k = 0; k < perReview && votes.length < count; k++) {
      let voter = userIds[(first + k) % userIds.length]!;
      if (voter === review.userId) voter = userIds[(first + perReview) % userIds.length]!;
      const helpful = random.next() < 0.7;
      const start = review.createdAt!.getTime() + HOUR_MS;
      const createdAt = new Date(start + random.next() * (today.getTime() - start));
      votes.push({
        id: uuid(),
        reviewId: review.id!,
        userId: voter,
        voteType: helpful ? "helpful" : "not_helpful",
        createdAt,
        updatedAt: createdAt,
      });
      if (helpful) review.helpfulCount = (review.helpfulCount ?? 0) + 1;
      else review.notHelpfulCount = (review.notHelpfulCount ?? 0) + 1;
    }
  }
  return votes;
}
