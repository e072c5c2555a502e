import { describe, expect, it } from "vitest";
import {
  bonusComponent,
  COMPLAINT_RULES,
  complaintsComponent,
  computeScore,
  METHOD_VERSION,
  payoutsComponent,
  playersComponent,
  promotionFairness,
  SCORE_COMPONENTS,
  SCORE_WEIGHTS,
  supportComponent,
  trackComponent,
  weightedScore,
  withdrawalHours,
  type ScoreInputs,
} from "#schema/score-method";

const stars = (...ratings: number[]) => ({ count: ratings.length, sum: ratings.reduce((a, b) => a + b, 0) });
const now = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const inputs: ScoreInputs = {
  registerCheck: "confirmed",
  licenseStatus: "licensed",
  licenseFrom: "2021-11-28",
  withdrawalTime: "24-48 h",
  minDeposit: 10,
  payments: ["visa", "mastercard", "paypal", "skrill"],
  liveChat: true,
  liveChat247: false,
  responseTimeHours: 2,
  supportLangs: ["el", "en"],
  ratings: stars(5, 4, 4, 5),
  promotions: [{ wageringMultiplier: 5, minOdds: 1.8, maxCashout: 500, termsVerifiedAt: daysAgo(10) }],
  complaints: { filed: 4, resolved: 2, noResponse: 1, medianDaysToResolve: 10 },
};

const noCase = { filed: 0, resolved: 0, noResponse: 0, medianDaysToResolve: null };

describe("the score's method", () => {
  it("is version 2, the one with complaint handling", () => {
    expect(METHOD_VERSION).toBe(2);
    expect(SCORE_COMPONENTS).toContain("complaints");
    expect(SCORE_WEIGHTS.complaints).toBeGreaterThan(0);
  });

  it("weights add up to 1", () => {
    expect(SCORE_COMPONENTS.reduce((sum, name) => sum + SCORE_WEIGHTS[name], 0)).toBeCloseTo(1, 10);
  });

  it("shrinks the players' rating toward the prior: 2 five-star reviews score below 30 of 4.5 stars", () => {
    const twoFives = playersComponent(stars(5, 5));
    const thirtyFourAndAHalf = playersComponent(
      stars(...Array<number>(15).fill(5), ...Array<number>(15).fill(4)),
    );
    expect(twoFives).toBeLessThan(thirtyFourAndAHalf);
    expect(twoFives).toBeLessThan(10);
    expect(playersComponent(stars())).toBe(5); // the prior alone: 3 stars
    expect(playersComponent(stars(...Array<number>(1000).fill(5)))).toBeGreaterThan(9.9);
  });

  it("payouts: faster withdrawals, lower deposits and more methods score higher; unknown facts earn nothing", () => {
    expect(withdrawalHours("24-48 h")).toBe(48);
    expect(withdrawalHours("1-3 days")).toBe(72);
    expect(withdrawalHours("instant")).toBeNull();
    const fast = payoutsComponent({ withdrawalTime: "0-24 h", minDeposit: 10, payments: Array(8).fill("x") });
    expect(fast).toBe(10);
    expect(payoutsComponent({ withdrawalTime: "2-5 days", minDeposit: 10, payments: [] })).toBeLessThan(fast);
    expect(payoutsComponent({ withdrawalTime: null, minDeposit: null, payments: null })).toBe(0);
  });

  it("support: chat, around the clock, quick answers and languages", () => {
    const full = {
      liveChat: true,
      liveChat247: true,
      responseTimeHours: 1,
      supportLangs: ["el", "en", "ru", "he"],
    };
    expect(supportComponent(full)).toBe(10);
    expect(supportComponent({ ...full, liveChat: false })).toBe(5);
    expect(supportComponent({ ...full, responseTimeHours: 48 })).toBe(7);
    expect(
      supportComponent({ liveChat: false, liveChat247: false, responseTimeHours: null, supportLangs: null }),
    ).toBe(0);
  });

  it("bonus fairness: low wagering, low minimum odds, a high cap and freshly verified terms", () => {
    const fair = { wageringMultiplier: 1, minOdds: 1.5, maxCashout: 1000, termsVerifiedAt: daysAgo(1) };
    expect(promotionFairness(fair, now)).toBe(10);
    expect(promotionFairness({ ...fair, wageringMultiplier: 40 }, now)).toBe(6);
    expect(promotionFairness({ ...fair, termsVerifiedAt: daysAgo(400) }, now)).toBe(8);
    expect(
      promotionFairness(
        { wageringMultiplier: null, minOdds: null, maxCashout: null, termsVerifiedAt: null },
        now,
      ),
    ).toBe(0);
    expect(bonusComponent([], now)).toBe(5);
  });

  it("track record: a point a year of licence, up to 10", () => {
    expect(trackComponent("2021-11-28", now)).toBeCloseTo(5, 1);
    expect(trackComponent("2000-01-01", now)).toBe(10);
    expect(trackComponent(null, now)).toBe(0);
  });

  it("complaint handling: answering 5, resolving 3, speed 2; no public case is the neutral middle", () => {
    const perfect = { filed: 3, resolved: 3, noResponse: 0, medianDaysToResolve: COMPLAINT_RULES.fastDays };
    expect(complaintsComponent(perfect)).toBe(10);
    expect(complaintsComponent(noCase)).toBe(COMPLAINT_RULES.noCase);
    expect(COMPLAINT_RULES.noCase).toBe(5);
    // Answered every case but resolved none: the answering points only.
    expect(complaintsComponent({ filed: 2, resolved: 0, noResponse: 0, medianDaysToResolve: null })).toBe(5);
    // Left every case unanswered: nothing at all, below a provider without a case.
    const silent = { filed: 2, resolved: 0, noResponse: 2, medianDaysToResolve: null };
    expect(complaintsComponent(silent)).toBe(0);
    // Resolving slowly earns less than quickly; from slowDays the speed earns nothing.
    const slow = { ...perfect, medianDaysToResolve: COMPLAINT_RULES.slowDays };
    expect(complaintsComponent(slow)).toBe(8);
    expect(complaintsComponent({ ...perfect, medianDaysToResolve: 30 })).toBeLessThan(10);
    expect(complaintsComponent({ ...perfect, medianDaysToResolve: 30 })).toBeGreaterThan(8);
    // A case that became 'no_response' costs its share of the answering points.
    expect(complaintsComponent({ ...perfect, noResponse: 1 })).toBeCloseTo(10 - 5 / 3, 10);
  });

  it("a provider that leaves complaints unanswered scores lower than one without any", () => {
    const none = computeScore({ ...inputs, complaints: noCase }, now)!;
    const ignored = computeScore(
      { ...inputs, complaints: { filed: 3, resolved: 0, noResponse: 3, medianDaysToResolve: null } },
      now,
    )!;
    expect(none.components.complaints).toBe(5);
    expect(ignored.components.complaints).toBe(0);
    expect(ignored.score).toBeLessThan(none.score);
  });

  it("the breakdown adds up to the score, one decimal, 0–10", () => {
    const result = computeScore(inputs, now)!;
    expect(result.score).toBe(weightedScore(result.components));
    const sum = SCORE_COMPONENTS.reduce(
      (total, name) => total + SCORE_WEIGHTS[name] * result.components[name],
      0,
    );
    expect(Math.abs(sum - result.score)).toBeLessThanOrEqual(0.05);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(10);
    expect(Number.isInteger(result.score * 10)).toBe(true);
  });

  it("gives no score without a licence the register confirms", () => {
    expect(computeScore({ ...inputs, registerCheck: null }, now)).toBeNull();
    expect(computeScore({ ...inputs, registerCheck: "suspended" }, now)).toBeNull();
    expect(computeScore({ ...inputs, licenseStatus: "expired" }, now)).toBeNull();
  });
});
