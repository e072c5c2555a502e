/**
 * Deterministic version-4-shaped UUIDs for seed rows, so tests and links can name them.
 * Layout: kk000000-0000-4000-8000-nnnnnnnnnnnn, where kk is the kind and n the row number.
 */
const KINDS = {
  provider: "10",
  promotion: "20",
  user: "30",
  review: "40",
  onboardingStep: "50",
  termsChange: "60",
  complaint: "70",
} as const;

export type SeedIdKind = keyof typeof KINDS;

export function seedId(kind: SeedIdKind, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 999_999_999_999) throw new Error(`Bad seed id number ${n}`);
  return `${KINDS[kind]}000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
}
