import { z } from "./zod";
import { BONUS_TYPES } from "../enums";

const text = z.nullable(z.string());
const time = z.nullable(z.iso.datetime());

/**
 * The structured terms whose changes are kept and announced: what a player must meet to cash out
 * and where the full terms are. The offer's start and end are not among them: they are its running
 * dates (the card shows them as they are), and moving an end date is routine, so counting it would
 * make "terms changed" cry wolf.
 */
export const TERMS_FIELDS = ["wageringMultiplier", "minOdds", "maxCashout", "termsUrl"] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];

/** The card says "Terms changed on {date}" for this many days after the last change. */
export const TERMS_CHANGE_LABEL_DAYS = 30;

const termValue = z.union([z.string(), z.number(), z.null()]);

/** One change of a promotion's terms as visitors see it: when and what, never who. */
export const publicTermsChangeSchema = z.strictObject({
  changedAt: z.iso.datetime(),
  changes: z.array(z.strictObject({ field: z.enum(TERMS_FIELDS), before: termValue, after: termValue })),
});
export type PublicTermsChange = z.infer<typeof publicTermsChangeSchema>;

/**
 * GET /api/promotions?locale=: active promotions with texts in one language (English where missing)
 * and their structured terms, each null when the operator publishes none: wagering as a multiple of
 * the bonus, minimum decimal odds, maximum cash-out in whole euro, the operator's terms page and
 * when someone last checked these figures against it.
 */
export const publicPromotionSchema = z.strictObject({
  id: z.string(),
  providerId: text,
  providerBrand: text,
  /** Its provider pays for its position: labelled "Sponsored" in the ranked lists of offers. */
  providerSponsored: z.boolean(),
  bonusType: z.enum(BONUS_TYPES),
  startAt: time,
  endAt: time,
  priority: z.number(),
  active: z.boolean(),
  title: z.string(),
  body: text,
  ctaText: text,
  ctaUrl: text,
  wageringMultiplier: z.nullable(z.number()),
  minOdds: z.nullable(z.number()),
  maxCashout: z.nullable(z.number()),
  termsUrl: text,
  termsVerifiedAt: time,
  termsChangedAt: time,
  /** The terms changed less than TERMS_CHANGE_LABEL_DAYS ago: the card says so. */
  termsRecentlyChanged: z.boolean(),
  /** Every change of its terms, newest first. */
  termsHistory: z.array(publicTermsChangeSchema),
});
export type PublicPromotion = z.infer<typeof publicPromotionSchema>;
