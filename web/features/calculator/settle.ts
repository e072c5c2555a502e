/**
 * Bet settlement for the calculator: a single bet at decimal odds, and Asian handicap
 * bets on whole, half and quarter lines. Pure functions on plain numbers; amounts are not rounded
 * here (the page formats them), so a quarter line is exactly the average of its two neighbours.
 */

export type SingleSettlement = { profit: number; totalReturn: number };

/** A winning single bet: stake × odds back, of which stake × (odds − 1) is profit. */
export function settleSingle(stake: number, odds: number): SingleSettlement {
  const totalReturn = stake * odds;
  return { profit: totalReturn - stake, totalReturn };
}

export type HandicapSide = "home" | "away";
export type LineResult = "win" | "push" | "loss";
export type HandicapOutcome = "win" | "half_win" | "push" | "half_loss" | "loss";

/** How one half-stake of a quarter line settled, on which neighbouring line. */
type HalfSettlement = { line: number; result: LineResult; totalReturn: number };

export type HandicapBet = {
  side: HandicapSide;
  line: number;
  homeScore: number;
  awayScore: number;
  stake: number;
  odds: number;
};

export type HandicapSettlement = {
  outcome: HandicapOutcome;
  totalReturn: number;
  profit: number;
  /** Two entries for a quarter line (its two half-stakes), none otherwise. */
  halves: HalfSettlement[];
};

/** Quarter lines (…, −0.75, −0.25, +0.25, +0.75, …) split the stake over the two nearest half lines. */
const isQuarterLine = (line: number) => Math.abs((line * 4) % 2) === 1;

/** The backed side's goal difference once the line is added: above 0 wins, 0 is a push. */
function resultOnLine(bet: HandicapBet, line: number): LineResult {
  const lead = bet.side === "home" ? bet.homeScore - bet.awayScore : bet.awayScore - bet.homeScore;
  const adjusted = lead + line;
  return adjusted > 0 ? "win" : adjusted === 0 ? "push" : "loss";
}

/** What a stake returns: all of stake × odds on a win, the stake on a push, nothing on a loss. */
function returnOf(result: LineResult, stake: number, odds: number): number {
  if (result === "win") return stake * odds;
  return result === "push" ? stake : 0;
}

/** Each half scores 2 for a win, 1 for a push, 0 for a loss; the sum names the outcome. */
const OUTCOME_BY_POINTS: readonly HandicapOutcome[] = ["loss", "half_loss", "push", "half_win", "win"];
const POINTS: Record<LineResult, number> = { win: 2, push: 1, loss: 0 };

export function settleAsianHandicap(bet: HandicapBet): HandicapSettlement {
  const { line, stake, odds } = bet;
  if (!isQuarterLine(line)) {
    const result = resultOnLine(bet, line);
    const totalReturn = returnOf(result, stake, odds);
    return { outcome: result, totalReturn, profit: totalReturn - stake, halves: [] };
  }
  const halves = [line - 0.25, line + 0.25].map((half): HalfSettlement => {
    const result = resultOnLine(bet, half);
    return { line: half, result, totalReturn: returnOf(result, stake / 2, odds) };
  });
  const totalReturn = halves[0]!.totalReturn + halves[1]!.totalReturn;
  const points = POINTS[halves[0]!.result] + POINTS[halves[1]!.result];
  return { outcome: OUTCOME_BY_POINTS[points]!, totalReturn, profit: totalReturn - stake, halves };
}

const MINUS_SIGNS = /[\u2212\u2013]/g;

/**
 * A number typed by a visitor: a decimal point or comma, any minus sign. Anything unreadable
 * counts as 0, so the page shows no result rather than NaN.
 */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(MINUS_SIGNS, "-").replace(/\s+/g, "").replace(",", ".");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return 0;
  return Number(normalized);
}

/**
 * A handicap line in any common notation: `-0.25`, or a split line `0,-0.5` / `0/-0.5` (two half
 * lines half a goal apart, meaning their midpoint). Unreadable text counts as 0; a value that is not
 * a multiple of 0.25 is no Asian line, and gives null.
 */
export function parseHandicapLine(text: string): number | null {
  const normalized = text.trim().replace(MINUS_SIGNS, "-").replace(/\s+/g, "");
  const split = /^([+-]?\d+(?:\.\d+)?)[,/]([+-]?\d+(?:\.\d+)?)$/.exec(normalized);
  if (split) {
    const [first, second] = [Number(split[1]), Number(split[2])];
    if (Math.abs(first - second) === 0.5 && Number.isInteger(first * 2)) return (first + second) / 2;
  }
  const line = parseDecimal(normalized);
  return Number.isInteger(line * 4) ? line : null;
}
