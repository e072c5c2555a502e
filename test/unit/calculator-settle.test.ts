import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parseDecimal,
  parseHandicapLine,
  settleAsianHandicap,
  settleSingle,
  type HandicapBet,
} from "#web/features/calculator/settle";

const bet = (overrides: Partial<HandicapBet>): HandicapBet => ({
  side: "home",
  line: 0,
  homeScore: 0,
  awayScore: 0,
  stake: 100,
  odds: 2,
  ...overrides,
});

describe("single bet", () => {
  it("returns stake × odds, of which stake × (odds − 1) is profit", () => {
    expect(settleSingle(10, 2.5)).toEqual({ profit: 15, totalReturn: 25 });
    expect(settleSingle(0, 3)).toEqual({ profit: 0, totalReturn: 0 });
  });
});

describe("Asian handicap, by the published settlement rules", () => {
  // [side, line, home, away, stake, odds] → [outcome, total return]
  const cases: [HandicapBet["side"], number, number, number, number, number, string, number][] = [
    ["home", -0.75, 1, 0, 100, 1.7, "half_win", 135],
    ["home", -0.75, 2, 0, 100, 1.7, "win", 170],
    ["home", -0.75, 0, 0, 100, 1.7, "loss", 0],
    ["home", -0.25, 0, 0, 100, 2, "half_loss", 50],
    ["home", -0.25, 1, 0, 100, 2, "win", 200],
    ["away", 0.25, 0, 0, 100, 2, "half_win", 150],
    ["away", 0.25, 1, 0, 100, 2, "loss", 0],
    ["home", 0.75, 0, 1, 100, 2, "half_loss", 50],
    ["away", -1.25, 0, 1, 100, 2, "half_loss", 50],
    ["away", -1.25, 1, 3, 100, 2, "win", 200],
    ["home", -1, 1, 0, 100, 2, "push", 100],
    ["home", -1, 2, 0, 100, 2, "win", 200],
    ["home", 0, 1, 1, 100, 2, "push", 100],
    ["away", 1, 1, 0, 100, 2, "push", 100],
    ["home", 0.5, 1, 1, 100, 2, "win", 200],
    ["home", -0.5, 1, 1, 100, 2, "loss", 0],
    ["away", 1.5, 2, 1, 100, 2, "win", 200],
  ];
  it.each(cases)(
    "%s %d at %d-%d (stake %d, odds %d): %s, returns %d",
    (side, line, home, away, stake, odds, outcome, ret) => {
      const settled = settleAsianHandicap(bet({ side, line, homeScore: home, awayScore: away, stake, odds }));
      expect(settled.outcome).toBe(outcome);
      expect(settled.totalReturn).toBeCloseTo(ret, 9);
      expect(settled.profit).toBeCloseTo(ret - stake, 9);
    },
  );

  it("shows how each half-stake of a quarter line settled", () => {
    expect(settleAsianHandicap(bet({ line: -0.75, homeScore: 1, awayScore: 0, odds: 1.7 })).halves).toEqual([
      { line: -1, result: "push", totalReturn: 50 },
      { line: -0.5, result: "win", totalReturn: 85 },
    ]);
    expect(settleAsianHandicap(bet({ line: -0.5 })).halves).toEqual([]);
  });
});

const lines = fc.integer({ min: -16, max: 16 }).map((quarters) => quarters / 4);
const bets = fc.record({
  side: fc.constantFrom("home" as const, "away" as const),
  line: lines,
  homeScore: fc.integer({ min: 0, max: 9 }),
  awayScore: fc.integer({ min: 0, max: 9 }),
  stake: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
  odds: fc.integer({ min: 100, max: 10_000 }).map((hundredths) => hundredths / 100),
});

describe("settlement properties", () => {
  it("never returns more than stake × odds, nor less than nothing", () => {
    fc.assert(
      fc.property(bets, (b) => {
        const { totalReturn } = settleAsianHandicap(b);
        expect(totalReturn).toBeGreaterThanOrEqual(0);
        expect(totalReturn).toBeLessThanOrEqual(b.stake * b.odds);
      }),
    );
  });

  it("settles a quarter line as the average of its two neighbouring lines", () => {
    const quarterBets = bets.filter((b) => Math.abs((b.line * 4) % 2) === 1);
    fc.assert(
      fc.property(quarterBets, (b) => {
        const lower = settleAsianHandicap({ ...b, line: b.line - 0.25 }).totalReturn;
        const upper = settleAsianHandicap({ ...b, line: b.line + 0.25 }).totalReturn;
        expect(settleAsianHandicap(b).totalReturn).toBe((lower + upper) / 2);
      }),
    );
  });

  it("backing the away side is backing the home side of the mirrored score", () => {
    fc.assert(
      fc.property(bets, (b) => {
        const mirrored = { ...b, side: "home" as const, homeScore: b.awayScore, awayScore: b.homeScore };
        expect(settleAsianHandicap({ ...b, side: "away" })).toEqual(settleAsianHandicap(mirrored));
      }),
    );
  });

  it("half lines only win or lose; whole lines never half-settle", () => {
    fc.assert(
      fc.property(bets, (b) => {
        const { outcome } = settleAsianHandicap(b);
        if (b.line % 1 === 0.5 || b.line % 1 === -0.5) expect(["win", "loss"]).toContain(outcome);
        if (Number.isInteger(b.line)) expect(["win", "push", "loss"]).toContain(outcome);
      }),
    );
  });
});

describe("reading what a visitor typed", () => {
  it.each([
    ["-0.25", -0.25],
    ["0,-0.5", -0.25],
    ["0/-0.5", -0.25],
    ["-0.5/-1", -0.75],
    ["+1,1.5", 1.25],
    ["\u22120.75", -0.75],
    ["0,5", 0.5],
    ["-0,25", -0.25],
    ["", 0],
    ["abc", 0],
    ["0.3", null],
    ["1/3", 0],
  ])("handicap line %j is %s", (text, line) => {
    expect(parseHandicapLine(text)).toBe(line);
  });

  it.each([
    ["12.50", 12.5],
    ["12,50", 12.5],
    [" 7 ", 7],
    ["", 0],
    ["1e3", 0],
    ["abc", 0],
    ["-", 0],
  ])("amount %j is %s", (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it("never gives NaN for any text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Number.isNaN(parseDecimal(text))).toBe(false);
        const line = parseHandicapLine(text);
        expect(line === null || Number.isInteger(line * 4)).toBe(true);
      }),
    );
  });
});
