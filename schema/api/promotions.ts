import { z } from "./zod";
import { BONUS_TYPES } from "../enums";

const text = z.nullable(z.string());
const time = z.nullable(z.iso.datetime());

/** GET /api/promotions?locale=: active promotions with texts in one language (English where missing). */
export const publicPromotionSchema = z.strictObject({
  id: z.string(),
  providerId: text,
  providerBrand: text,
  bonusType: z.enum(BONUS_TYPES),
  startAt: time,
  endAt: time,
  priority: z.number(),
  active: z.boolean(),
  title: z.string(),
  body: text,
  ctaText: text,
  ctaUrl: text,
});
export type PublicPromotion = z.infer<typeof publicPromotionSchema>;
