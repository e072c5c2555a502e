import { messageRef as message } from "./messages";
import { z } from "./zod";
import {
  APPEAL_STATUSES,
  PAYMENT_METHODS,
  PRIZE_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REVIEW_STATUSES,
  REVIEW_VOTE_TYPES,
  USER_ROLES,
} from "../enums";
import { LOCALES } from "../locales";
import { publicIdOf } from "../public-name";

const text = z.nullable(z.string());
const instant = z.iso.datetime();
const maybeInstant = z.nullable(instant);
/** Payout details as the owner may see them: the method and masked values, never the stored ones. */
const maskedPayout = z.strictObject({
  method: z.enum(PAYMENT_METHODS),
  details: z.record(z.string(), z.string()),
});

/**
 * GET /api/user/export: everything the site stores about the signed-in user, as a file for them to
 * keep (GDPR access and portability). Secrets are left out (session ids, the verification token's
 * hash) and payout details are masked, so a file left lying around gives no one a way in or money.
 */
export const userExportSchema = z.strictObject({
  exportedAt: instant,
  profile: z.strictObject({
    id: z.string(),
    email: text,
    emailVerified: z.boolean(),
    emailVerifiedAt: maybeInstant,
    emailVerificationSentAt: maybeInstant,
    username: text,
    firstName: text,
    lastName: text,
    profileImageUrl: text,
    locale: z.nullable(z.enum(LOCALES)),
    role: z.enum(USER_ROLES),
    roleAssignedAt: maybeInstant,
    /** The sign-in identity: the identity provider and the account's id there. */
    identity: z.nullable(z.strictObject({ issuer: z.string(), subject: z.string() })),
    createdAt: instant,
    updatedAt: instant,
  }),
  sessions: z.array(z.strictObject({ expiresAt: instant })),
  reviews: z.array(
    z.strictObject({
      id: z.string(),
      providerId: z.string(),
      providerBrand: z.string(),
      rating: z.number(),
      reviewText: text,
      status: z.enum(REVIEW_STATUSES),
      helpfulCount: z.number(),
      notHelpfulCount: z.number(),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  votes: z.array(
    z.strictObject({
      reviewId: z.string(),
      voteType: z.enum(REVIEW_VOTE_TYPES),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  reports: z.array(
    z.strictObject({
      reference: z.string(),
      reviewId: text,
      reason: z.enum(REPORT_REASONS),
      explanation: z.string(),
      email: text,
      status: z.enum(REPORT_STATUSES),
      createdAt: instant,
      closedAt: maybeInstant,
    }),
  ),
  appeals: z.array(
    z.strictObject({
      reviewId: text,
      text: z.string(),
      status: z.enum(APPEAL_STATUSES),
      createdAt: instant,
      decidedAt: maybeInstant,
    }),
  ),
  /** Every payout method saved, the current one active; details masked. */
  paymentMethods: z.array(
    z.strictObject({ ...maskedPayout.shape, active: z.boolean(), createdAt: instant, updatedAt: instant }),
  ),
  contestStandings: z.array(
    z.strictObject({ month: z.string(), rank: z.number(), reviewCount: z.number(), prizeAmount: z.number() }),
  ),
  prizeAwards: z.array(
    z.strictObject({
      month: z.string(),
      amount: z.number(),
      status: z.enum(PRIZE_STATUSES),
      paidAt: maybeInstant,
      notes: text,
      createdAt: instant,
      paymentMethod: maskedPayout,
    }),
  ),
  /** The newsletter subscription of the account's e-mail address, if any. */
  newsletter: z.nullable(
    z.strictObject({
      email: z.string(),
      name: text,
      locale: z.enum(LOCALES),
      verified: z.boolean(),
      subscribedAt: instant,
    }),
  ),
});
export type UserExport = z.infer<typeof userExportSchema>;

/**
 * DELETE /api/user/account. The user types their account's e-mail address to confirm; an account
 * without one (an identity provider may withhold it) types its username, and one with neither its
 * public id (what the site shows for it: accountConfirmationOf).
 */
export const accountDeletionSchema = z.object({
  confirmEmail: z
    .string(message("account.error.confirmation_mismatch"))
    .check(
      z.trim(),
      z.minLength(1, message("account.error.confirmation_mismatch")),
      z.maxLength(255, message("validation.max_length", { count: 255 })),
    ),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** What the user must type to delete their account: its e-mail, else its username, else its public id. */
export const accountConfirmationOf = (account: {
  email: string | null;
  username: string | null;
  id: string;
}) => account.email ?? account.username ?? publicIdOf(account.id);

/** Whether `typed` confirms the deletion of `account`: compared without case or surrounding spaces. */
export const confirmsAccount = (
  typed: string,
  account: { email: string | null; username: string | null; id: string },
) => typed.trim().toLowerCase() === accountConfirmationOf(account).toLowerCase();

/** DELETE /api/user/account's answer: the account is gone and this browser signed out. */
export const accountDeletedSchema = z.strictObject({ deleted: z.literal(true) });
