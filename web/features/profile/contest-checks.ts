import type { ContestEligibility } from "#schema/api/contest";

/** Each contest requirement with its text when met and when missing (never colour or icon alone). */
export const CONTEST_CHECKS: {
  field: keyof Omit<ContestEligibility, "eligible">;
  metKey: string;
  missingKey: string;
}[] = [
  { field: "emailVerified", metKey: "contest.check.email_met", missingKey: "contest.check.email_missing" },
  {
    field: "profileComplete",
    metKey: "contest.check.profile_met",
    missingKey: "contest.check.profile_missing",
  },
  {
    field: "hasPaymentMethod",
    metKey: "contest.check.payment_met",
    missingKey: "contest.check.payment_missing",
  },
];
