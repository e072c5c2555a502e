import { messageRef as message } from "./messages";
import {
  emptyAsNull,
  referenceId,
  optionalDate,
  optionalHttpsUrl,
  optionalText,
  optionalUrl,
  requiredText,
  wholeNumber,
} from "./form-fields";
import { z } from "./zod";
import { BONUS_TYPES } from "../enums";
import { LOCALES } from "../locales";
import { publicTermsChangeSchema } from "./promotions";

/** Highest wagering multiple accepted: above it the figure is a typo, not a bonus anyone could clear. */
export const MAX_WAGERING_MULTIPLIER = 200;
export const PROMOTION_TITLE_MAX_LENGTH = 255;
export const PROMOTION_CTA_MAX_LENGTH = 100;

const wageringMessage = message("validation.whole_number_range", { min: 0, max: MAX_WAGERING_MULTIPLIER });
/** Highest minimum odds accepted: decimal odds above it are a typo, not a qualifying bet. */
const MAX_MIN_ODDS = 1000;
const minOddsMessage = message("validation.number_range", { min: 1, max: MAX_MIN_ODDS });
const priorityMessage = message("admin.validation.priority_whole_number");

/** Priority is 0 when none is given or it is not a number; a fraction is refused. */
const priority = z.pipe(
  z.transform((value: unknown) =>
    value === undefined || value === null || value === "" || Number.isNaN(value) ? 0 : value,
  ),
  z.int(priorityMessage),
);

/**
 * A promotion's own fields with the structured terms the cards show, each
 * null when the operator publishes none: wagering as a multiple of the bonus, the lowest decimal
 * odds a qualifying bet may have, the most that can be won in whole euro, the operator's terms page
 * and when someone last checked these figures against it. Without the date-order rule, so it can be
 * extended (zod refuses to extend a refined object): promotionInputSchema adds it.
 */
export const promotionFieldsSchema = z.object({
  // Optional: a promotion may belong to no provider (a site-wide offer).
  providerId: emptyAsNull(referenceId(message("admin.validation.provider_required"))),
  bonusType: z.enum(BONUS_TYPES, message("admin.validation.bonus_type_required")),
  startAt: optionalDate,
  endAt: optionalDate,
  priority,
  active: z._default(z.boolean(), true),
  wageringMultiplier: z.nullish(
    z
      .int(wageringMessage)
      .check(z.minimum(0, wageringMessage), z.maximum(MAX_WAGERING_MULTIPLIER, wageringMessage)),
  ),
  // Decimal odds: 1.00 is the lowest price there is.
  minOdds: z.nullish(
    z.number(minOddsMessage).check(z.minimum(1, minOddsMessage), z.maximum(MAX_MIN_ODDS, minOddsMessage)),
  ),
  maxCashout: z.nullish(wholeNumber()),
  termsUrl: optionalHttpsUrl(),
  termsVerifiedAt: optionalDate,
});

const endNotBeforeStart = z.refine<{ startAt?: Date | null; endAt?: Date | null }>(
  (p) => !p.startAt || !p.endAt || p.endAt >= p.startAt,
  { error: message("admin.validation.end_before_start"), path: ["endAt"] },
);

/** A promotion's fields with the date-order rule: the end may not come before the start. */
export const promotionInputSchema = promotionFieldsSchema.check(endNotBeforeStart);
export type PromotionInput = z.output<typeof promotionInputSchema>;

/** One language of a promotion: a title is what makes a translation. */
export const promotionTranslationSchema = z.object({
  title: requiredText(message("admin.validation.title_required"), PROMOTION_TITLE_MAX_LENGTH),
  body: optionalText(),
  ctaText: optionalText(PROMOTION_CTA_MAX_LENGTH),
  url: optionalUrl(),
});
export type PromotionTranslation = z.output<typeof promotionTranslationSchema>;

const localeSchema = z.enum(LOCALES, message("admin.validation.locale"));

/** POST /api/admin/promotions/{id}/i18n: one language, saved on its own (a translator's save). */
export const promotionI18nInputSchema = z.extend(promotionTranslationSchema, { locale: localeSchema });
export type PromotionI18nInput = z.output<typeof promotionI18nInputSchema>;

const hasTitle = (entry: unknown) =>
  typeof entry === "object" &&
  entry !== null &&
  typeof (entry as { title?: unknown }).title === "string" &&
  (entry as { title: string }).title.trim() !== "";

/**
 * The languages of a dialog, keyed by locale. A language whose title is blank is left out before
 * anything else is checked (a translation is saved only if its title is non-empty), so
 * an untouched tab never blocks the save.
 */
const promotionTranslationsSchema = z.pipe(
  z.transform((value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).filter(([, entry]) => hasTitle(entry)))
      : value,
  ),
  z.partialRecord(localeSchema, promotionTranslationSchema),
);

/**
 * POST /api/admin/promotions and PATCH /api/admin/promotions/{id}: the promotion and its languages,
 * saved together. On an edit the languages given replace the stored ones (a language left without
 * a title loses its translation); without `translations` the stored ones stay as they are.
 */
export const promotionSaveSchema = z
  .extend(promotionFieldsSchema, { translations: z.optional(promotionTranslationsSchema) })
  .check(endNotBeforeStart);
export type PromotionSave = z.output<typeof promotionSaveSchema>;

const text = z.nullable(z.string());
const time = z.nullable(z.iso.datetime());

/** GET /api/admin/promotions: every promotion, inactive ones too, with its English title and body. */
export const adminPromotionSchema = z.strictObject({
  id: z.string(),
  providerId: text,
  providerBrand: text,
  bonusType: z.enum(BONUS_TYPES),
  startAt: time,
  endAt: time,
  priority: z.number(),
  active: z.boolean(),
  wageringMultiplier: z.nullable(z.number()),
  minOdds: z.nullable(z.number()),
  maxCashout: z.nullable(z.number()),
  termsUrl: text,
  termsVerifiedAt: time,
  termsChangedAt: time,
  /** The English title and body (admin lists show English); null when there is none. */
  title: text,
  body: text,
  /** The languages it has a translation in. */
  locales: z.array(localeSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** GET /api/admin/promotions/{id}/i18n and POST's answer: a language's texts. */
export const promotionI18nSchema = z.strictObject({
  locale: localeSchema,
  title: z.string(),
  body: text,
  ctaText: text,
  url: text,
});
export type PromotionI18n = z.infer<typeof promotionI18nSchema>;

/**
 * GET /api/admin/promotions/{id}/terms-history: every change of its terms, newest first, with the
 * admin who made it by name (null once that account is gone).
 */
export const adminTermsChangeSchema = z.extend(publicTermsChangeSchema, {
  id: z.string(),
  actorName: text,
});
export type AdminTermsChange = z.infer<typeof adminTermsChangeSchema>;
