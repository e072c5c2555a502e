/**
 * The Problem Gambling Severity Index: nine questions about the last 12 months, each answered
 * Never (0), Sometimes (1), Most of the time (2) or Almost always (3); the sum falls in one of four
 * bands.
 */
export const PGSI_QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const PGSI_ANSWERS = [0, 1, 2, 3] as const;

export type PgsiBand = "none" | "low" | "moderate" | "problem";

/** 0 non-problem, 1–2 low risk, 3–7 moderate risk, 8 and above problem gambling. */
export function pgsiBand(score: number): PgsiBand {
  if (score >= 8) return "problem";
  if (score >= 3) return "moderate";
  if (score >= 1) return "low";
  return "none";
}

export const PGSI_BANDS: readonly PgsiBand[] = ["none", "low", "moderate", "problem"];
