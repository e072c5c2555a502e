import { z } from "./zod";
import { BONUS_TYPES } from "../enums";

const text = z.nullable(z.string());
const time = z.nullable(z.iso.datetime());

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
});
export type PublicPromotion = z.infer<typeof publicPromotionSchema>;
