import type { LicenseStatus, RegisterCheck } from "./enums";
import { licenceConfirmed } from "./licence-gate";

/**
 * The published score's method: its components, their weights and the players' rating prior. The
 * scoring code and the "How the score works" page both read these constants, so the page always
 * states the method the figures were computed with. Change any of them → raise METHOD_VERSION.
 */
export const METHOD_VERSION = 2;
/** The day this version of the method took effect ('YYYY-MM-DD'). */
export const METHOD_DATE = "2026-11-28";

export const SCORE_COMPONENTS = ["players", "payouts", "support", "bonus", "track", "complaints"] as const;
export type ScoreComponent = (typeof SCORE_COMPONENTS)[number];

/** Each component's share of the score; they add up to 1. */
export const SCORE_WEIGHTS: Record<ScoreComponent, number> = {
  players: 0.3,
  payouts: 0.2,
  support: 0.1,
  bonus: 0.15,
  track: 0.1,
  complaints: 0.15,
};

/**
 * The players' rating is a Bayesian average: the approved reviews' stars plus `weight` imaginary
 * reviews of `stars`, so a handful of reviews cannot make a 10.
 */
export const RATING_PRIOR = { stars: 3, weight: 10 } as const;

/** Payouts: withdrawals within fastHours earn full marks, after slowHours none; deposits likewise; `methods` count fully. */
export const PAYOUT_RULES = { fastHours: 24, slowHours: 120, lowDeposit: 10, highDeposit: 50, methods: 8 };
/** Support: an answer within fastHours earns full marks, after slowHours none; `languages` or more count fully. */
export const SUPPORT_RULES = { fastHours: 1, slowHours: 48, languages: 4 };
/** Bonus fairness per promotion: each term earns full marks at its low end (fresh end), none at its high (stale) end. */
export const BONUS_RULES = {
  lowWagering: 1,
  highWagering: 40,
  lowOdds: 1.5,
  highOdds: 2.5,
  fairCashout: 1000,
  freshDays: 90,
  staleDays: 365,
  /** What a provider with no promotion to judge gets: neither rewarded nor punished. */
  noPromotion: 5,
};
/** Track record: full marks after this many years of licence, in proportion before. */
export const TRACK_YEARS = 10;
/**
 * Complaint handling over the public cases of the last 12 months: answering counts 5 points (the
 * share of cases that never became 'no_response'), resolving 3 (the share resolved), speed 2 (the
 * median days to resolve: full within fastDays, none from slowDays; nothing without a resolved case).
 */
export const COMPLAINT_RULES = {
  fastDays: 7,
  slowDays: 60,
  /**
   * What a provider without a public case gets: the middle of the scale. Having no case proves
   * neither good nor bad handling (a small company may simply have few players), so it neither
   * rewards nor punishes; one answered and resolved case already lifts the component above it.
   */
  noCase: 5,
};

/** A provider's public complaint cases of the last 12 months (worker/services/complaint-stats.ts). */
export type ComplaintFigures = {
  filed: number;
  resolved: number;
  /** Cases that reached 'no_response': the company left them unanswered for 14 days. */
  noResponse: number;
  /** Median days from filing to closing as resolved; null without a resolved case. */
  medianDaysToResolve: number | null;
};

export type ScorePromotion = {
  wageringMultiplier: number | null;
  minOdds: number | null;
  maxCashout: number | null;
  termsVerifiedAt: Date | null;
};

/**
 * What the score is computed from: a provider's facts, its approved reviews' stars, its active
 * promotions, its public complaint cases' figures.
 */
export type ScoreInputs = {
  registerCheck: RegisterCheck | null;
  licenseStatus: LicenseStatus | null;
  licenseFrom: string | null;
  withdrawalTime: string | null;
  minDeposit: number | null;
  payments: string[] | null;
  liveChat: boolean;
  liveChat247: boolean;
  responseTimeHours: number | null;
  supportLangs: string[] | null;
  /** The provider's approved reviews: how many, and their stars added up. */
  ratings: ReviewStars;
  promotions: readonly ScorePromotion[];
  complaints: ComplaintFigures;
};

export type ReviewStars = { count: number; sum: number };

export type ScoreResult = { score: number; components: Record<ScoreComponent, number> };

const DAY_MS = 86_400_000;
const clamp = (value: number) => Math.min(10, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
/** 10 at or below `best`, 0 at or beyond `worst`, straight in between (either direction). */
const scale = (value: number, best: number, worst: number) => clamp((10 * (worst - value)) / (worst - best));

/** The players' rating on 0–10: the Bayesian average of 1–5 stars, 1 star → 0 and 5 stars → 10. */
export function playersComponent({ count, sum }: ReviewStars): number {
  const average = (RATING_PRIOR.stars * RATING_PRIOR.weight + sum) / (RATING_PRIOR.weight + count);
  return clamp(((average - 1) / 4) * 10);
}

/** The slowest withdrawal a text like "24-48 h" or "1-3 days" states, in hours; null if it states none. */
export function withdrawalHours(text: string | null): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*(h|hours?|d|days?)\b/i);
  if (!match) return null;
  const hours = Number(match[1]) * (match[2]!.toLowerCase().startsWith("d") ? 24 : 1);
  return Number.isFinite(hours) ? hours : null;
}

/** Payouts: withdrawal speed half, minimum deposit a quarter, payment methods a quarter; unknown facts earn nothing. */
export function payoutsComponent(inputs: Pick<ScoreInputs, "withdrawalTime" | "minDeposit" | "payments">) {
  const hours = withdrawalHours(inputs.withdrawalTime);
  const speed = hours === null ? 0 : scale(hours, PAYOUT_RULES.fastHours, PAYOUT_RULES.slowHours);
  const deposit =
    inputs.minDeposit === null
      ? 0
      : scale(inputs.minDeposit, PAYOUT_RULES.lowDeposit, PAYOUT_RULES.highDeposit);
  const methods = clamp((10 * (inputs.payments?.length ?? 0)) / PAYOUT_RULES.methods);
  return speed * 0.5 + deposit * 0.25 + methods * 0.25;
}

/** Support: live chat 3 points, around the clock 2 more, response time 3, languages 2. */
export function supportComponent(
  inputs: Pick<ScoreInputs, "liveChat" | "liveChat247" | "responseTimeHours" | "supportLangs">,
) {
  const chat = (inputs.liveChat ? 3 : 0) + (inputs.liveChat && inputs.liveChat247 ? 2 : 0);
  const response =
    inputs.responseTimeHours === null
      ? 0
      : (scale(inputs.responseTimeHours, SUPPORT_RULES.fastHours, SUPPORT_RULES.slowHours) * 3) / 10;
  const languages = Math.min(1, (inputs.supportLangs?.length ?? 0) / SUPPORT_RULES.languages) * 2;
  return clamp(chat + response + languages);
}

/** One promotion's fairness: wagering 4 points, minimum odds 2, maximum cash-out 2, freshly verified terms 2. */
export function promotionFairness(promotion: ScorePromotion, now: Date): number {
  const { wageringMultiplier, minOdds, maxCashout, termsVerifiedAt } = promotion;
  const wagering =
    wageringMultiplier === null
      ? 0
      : scale(wageringMultiplier, BONUS_RULES.lowWagering, BONUS_RULES.highWagering);
  const odds = minOdds === null ? 0 : scale(minOdds, BONUS_RULES.lowOdds, BONUS_RULES.highOdds);
  const cashout = maxCashout === null ? 0 : clamp((10 * maxCashout) / BONUS_RULES.fairCashout);
  const age = termsVerifiedAt === null ? null : (now.getTime() - termsVerifiedAt.getTime()) / DAY_MS;
  const verified = age === null ? 0 : scale(age, BONUS_RULES.freshDays, BONUS_RULES.staleDays);
  return (wagering * 4 + odds * 2 + cashout * 2 + verified * 2) / 10;
}

/** Bonus fairness: the average over the provider's active promotions. */
export function bonusComponent(promotions: readonly ScorePromotion[], now: Date): number {
  if (promotions.length === 0) return BONUS_RULES.noPromotion;
  return promotions.reduce((total, p) => total + promotionFairness(p, now), 0) / promotions.length;
}

/** Track record: years since the licence was granted, full marks at TRACK_YEARS. */
export function trackComponent(licenseFrom: string | null, now: Date): number {
  if (!licenseFrom) return 0;
  const years = (now.getTime() - Date.parse(`${licenseFrom}T00:00:00Z`)) / (365.25 * DAY_MS);
  return Number.isFinite(years) ? clamp((10 * years) / TRACK_YEARS) : 0;
}

/** Complaint handling: answering 5 points, resolving 3, speed of resolution 2 (COMPLAINT_RULES). */
export function complaintsComponent(figures: ComplaintFigures): number {
  const { filed, resolved, noResponse, medianDaysToResolve } = figures;
  if (filed === 0) return COMPLAINT_RULES.noCase;
  const answered = (filed - noResponse) / filed;
  const speed =
    medianDaysToResolve === null
      ? 0
      : scale(medianDaysToResolve, COMPLAINT_RULES.fastDays, COMPLAINT_RULES.slowDays);
  return clamp(answered * 5 + (resolved / filed) * 3 + (speed * 2) / 10);
}

/**
 * The score, 0–10 with one decimal, and each component with one decimal; the score is the weighted
 * sum of the rounded components, so the breakdown a visitor sees adds up to it. Null: no score.
 */
export function computeScore(inputs: ScoreInputs, now: Date): ScoreResult | null {
  if (!licenceConfirmed(inputs)) return null;
  const components: Record<ScoreComponent, number> = {
    players: round1(playersComponent(inputs.ratings)),
    payouts: round1(payoutsComponent(inputs)),
    support: round1(supportComponent(inputs)),
    bonus: round1(bonusComponent(inputs.promotions, now)),
    track: round1(trackComponent(inputs.licenseFrom, now)),
    complaints: round1(complaintsComponent(inputs.complaints)),
  };
  return { score: weightedScore(components), components };
}

/** The weighted sum of components, one decimal. */
export const weightedScore = (components: Record<ScoreComponent, number>) =>
  round1(SCORE_COMPONENTS.reduce((total, name) => total + SCORE_WEIGHTS[name] * components[name], 0));
