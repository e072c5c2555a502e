import { MONTH_PATTERN } from "../cyprus-time";
import { PRIZE_NOTES_MAX_LENGTH } from "../prize-rules";
import { MAIL_DELIVERY_STATUSES, PAYMENT_METHODS, PRIZE_STATUSES } from "../enums";
import { messageRef as message } from "./messages";
import { z } from "./zod";

/** GET /api/user/contest-eligibility. */
export const contestEligibilitySchema = z.strictObject({
  eligible: z.boolean(),
  emailVerified: z.boolean(),
  profileComplete: z.boolean(),
  hasPaymentMethod: z.boolean(),
});
export type ContestEligibility = z.infer<typeof contestEligibilitySchema>;

/** A contest month, 'YYYY-MM' (the path of the leaderboard, ?month= elsewhere). */
const monthSchema = z
  .string(message("contest.error.month_format"))
  .check(z.regex(MONTH_PATTERN, message("contest.error.month_format")));

/** An optional `month` (the leaderboard's path, ?month= of my-position and Pending Prizes): the current month, or every month, when absent. */
export const optionalMonthSchema = z.object({ month: z.optional(monthSchema) });

/**
 * One row of a month's ranking. Public: the reviewer's username (the page shows "User " and the
 * id's first characters when there is none), never their e-mail or real name.
 */
const leaderboardRowSchema = z.strictObject({
  userId: z.string(),
  rank: z.number(),
  username: z.nullable(z.string()),
  profileImageUrl: z.nullable(z.string()),
  reviewCount: z.number(),
  /** Whole euro; 0 outside the prize places or for a reviewer who is not eligible. */
  prizeAmount: z.number(),
});

/**
 * GET /api/leaderboard/monthly/{month} (and /monthly for the current month). `live`: the month is
 * still running, or is over but not yet settled, and prizes show who would win with today's
 * eligibility; `settled`: the final standings written when the month was settled.
 */
export const leaderboardSchema = z.strictObject({
  month: z.string(),
  status: z.enum(["live", "settled"]),
  settledAt: z.nullable(z.iso.datetime()),
  /** A month that is over but not yet settled: its reviews are being checked until this instant at the latest. */
  checkingUntil: z.nullable(z.iso.datetime()),
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /api/leaderboard/my-position?month= (signed in): rank null when the user has no approved review that month. */
export const myPositionSchema = z.strictObject({
  month: z.string(),
  rank: z.nullable(z.number()),
  reviewCount: z.number(),
  prizeAmount: z.number(),
});
export type MyPosition = z.infer<typeof myPositionSchema>;

/** One prize award as the Prizes screen shows it; the payout details are in clear for paying. */
export const prizeAwardSchema = z.strictObject({
  id: z.string(),
  amount: z.number(),
  status: z.enum(PRIZE_STATUSES),
  notes: z.nullable(z.string()),
  paidAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: z.strictObject({
    id: z.string(),
    username: z.nullable(z.string()),
    email: z.nullable(z.string()),
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    deleted: z.boolean(),
  }),
  leaderboard: z.strictObject({ month: z.string(), rank: z.number(), reviewCount: z.number() }),
  paymentMethod: z.strictObject({
    method: z.enum(PAYMENT_METHODS),
    details: z.record(z.string(), z.string()),
  }),
  /** The winner's mail and what became of it; null when none was queued. */
  mail: z.nullable(
    z.strictObject({
      status: z.enum(MAIL_DELIVERY_STATUSES),
      attempts: z.number(),
      lastError: z.nullable(z.string()),
      sentAt: z.nullable(z.iso.datetime()),
      updatedAt: z.iso.datetime(),
    }),
  ),
});
export type PrizeAward = z.infer<typeof prizeAwardSchema>;

/** POST /api/admin/prizes/{id}/status; `paidAt` is set by the server when the status becomes paid. */
export const prizeStatusInputSchema = z.object({
  status: z.enum(PRIZE_STATUSES, message("prizes.error.status")),
  notes: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            PRIZE_NOTES_MAX_LENGTH,
            message("validation.max_length", { count: PRIZE_NOTES_MAX_LENGTH }),
          ),
        ),
    ),
  ),
});
export type PrizeStatusInput = z.infer<typeof prizeStatusInputSchema>;

/** POST /api/admin/leaderboard/calculate: a month that is over. */
export const calculateInputSchema = z.object({ month: monthSchema });

/**
 * The month's settlement: `created` is false when the month had already been settled (by the cron or
 * an earlier click), in which case nothing was written; `awards` are the month's awards either way.
 */
export const settlementResultSchema = z.strictObject({
  month: z.string(),
  created: z.boolean(),
  settledAt: z.iso.datetime(),
  participants: z.number(),
  awards: z.array(prizeAwardSchema),
});
export type SettlementResult = z.infer<typeof settlementResultSchema>;
