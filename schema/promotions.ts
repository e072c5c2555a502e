import { index, integer, real, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { enumCheck, id, localeCheck, localeColumn, timestamp, timestamps } from "./columns";
import { BONUS_TYPES } from "./enums";
import { providers } from "./providers";
import { formatMessage } from "./api/messages";
import {
  emptyAsNull,
  idSchema,
  optionalDate,
  optionalHttpsUrl,
  optionalUrl,
  requiredText,
  wholeNumber,
} from "./validators";

export const promotions = sqliteTable(
  "promotions",
  {
    id: id(),
    // Optional: a promotion may belong to no provider (a site-wide offer).
    providerId: text("provider_id").references(() => providers.id, {
      onDelete: "cascade",
    }),
    bonusType: text("bonus_type", { enum: BONUS_TYPES }).notNull(),
    startAt: timestamp("start_at"),
    endAt: timestamp("end_at"),
    priority: integer("priority").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    // Structured terms, shown on the card; null when the operator publishes none.
    /** Times the bonus (e.g. 10 for 10×) to be wagered before a withdrawal. */
    wageringMultiplier: integer("wagering_multiplier"),
    /** Lowest decimal odds a qualifying bet may have. */
    minOdds: real("min_odds"),
    /** Most that can be won from the bonus, in whole euro. */
    maxCashout: integer("max_cashout"),
    termsUrl: text("terms_url", { length: 500 }),
    /** When someone last read the operator's terms and checked the figures above against them. */
    termsVerifiedAt: timestamp("terms_verified_at"),
    ...timestamps(),
  },
  (t) => [
    index("promotions_active_priority_idx").on(t.active, t.priority),
    index("promotions_provider_id_idx").on(t.providerId),
    enumCheck("promotions_bonus_type_check", t.bonusType, BONUS_TYPES),
  ],
);

export const promotionsI18n = sqliteTable(
  "promotions_i18n",
  {
    id: id(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    locale: localeColumn().notNull(),
    title: text("title", { length: 255 }).notNull(),
    body: text("body"),
    ctaText: text("cta_text", { length: 100 }),
    url: text("url", { length: 500 }),
    ...timestamps(),
  },
  (t) => [
    unique("promotions_i18n_promotion_locale_unique").on(t.promotionId, t.locale),
    localeCheck("promotions_i18n_locale_check", t.locale),
  ],
);

/** Highest wagering multiple accepted: above it the figure is a typo, not a bonus anyone could clear. */
export const MAX_WAGERING_MULTIPLIER = 200;
const wageringMessage = formatMessage("validation.whole_number_range", {
  min: 0,
  max: MAX_WAGERING_MULTIPLIER,
});
const minOddsMessage = formatMessage("validation.at_least", { min: 1 });

const promotionRefinements = {
  providerId: () => emptyAsNull(idSchema),
  bonusType: () => z.enum(BONUS_TYPES, "Bonus type is required"),
  startAt: () => optionalDate,
  endAt: () => optionalDate,
  priority: () => z.number("Priority must be a whole number").int("Priority must be a whole number"),
  // Structured terms: each may be left empty (null) when the operator publishes none.
  wageringMultiplier: () =>
    z
      .number(wageringMessage)
      .int(wageringMessage)
      .min(0, wageringMessage)
      .max(MAX_WAGERING_MULTIPLIER, wageringMessage),
  // Decimal odds: 1.00 is the lowest price there is.
  minOdds: () => z.number(minOddsMessage).min(1, minOddsMessage),
  maxCashout: () => wholeNumber(),
  termsUrl: () => optionalHttpsUrl(),
  termsVerifiedAt: () => optionalDate,
};
const serverOwned = { id: true, createdAt: true, updatedAt: true } as const;

const endNotBeforeStart = (p: { startAt?: Date | null; endAt?: Date | null }) =>
  !p.startAt || !p.endAt || p.endAt >= p.startAt;
const endBeforeStartIssue = {
  message: "End date must not be before the start date",
  path: ["endAt"],
};

/** Without the date-order rule: zod refuses .omit()/.partial() on a refined object, so derive from this. */
export const promotionFieldsSchema = createInsertSchema(promotions, promotionRefinements)
  .omit(serverOwned)
  .extend({
    priority: z.number().int("Priority must be a whole number").default(0),
    active: z.boolean().default(true),
  });
export const promotionInsertSchema = promotionFieldsSchema.refine(endNotBeforeStart, endBeforeStartIssue);

/** One language of a promotion; promotionId comes from the URL, so it is not read from the body. */
export const promotionI18nInputSchema = createInsertSchema(promotionsI18n, {
  title: () => requiredText("Title is required", 255),
  url: () => optionalUrl(),
}).omit({ ...serverOwned, promotionId: true });

export type NewPromotion = typeof promotions.$inferInsert;
export type PromotionI18n = typeof promotionsI18n.$inferSelect;
export type NewPromotionI18n = typeof promotionsI18n.$inferInsert;
