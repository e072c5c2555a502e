import { index, integer, real, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { createdAt, enumCheck, id, localeCheck, localeColumn, timestamp, timestamps } from "./columns";
import { BONUS_TYPES } from "./enums";
import { providers } from "./providers";
import { users } from "./users";

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
    /** The last change of the structured terms above; the card says so for 30 days after it. */
    termsChangedAt: timestamp("terms_changed_at"),
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

// The admin form's rules (schema/api/admin-promotions.ts, zod/mini, shared with the browser) are the
// table's too: the seed's rows and the admin's input are checked by the same schemas.
export {
  MAX_WAGERING_MULTIPLIER,
  promotionFieldsSchema,
  promotionI18nInputSchema,
  promotionInputSchema as promotionInsertSchema,
} from "./api/admin-promotions";

export type NewPromotion = typeof promotions.$inferInsert;
export type PromotionI18n = typeof promotionsI18n.$inferSelect;
export type NewPromotionI18n = typeof promotionsI18n.$inferInsert;

/** One term of a promotion as it was before and after a change. */
export type TermsChange = { field: string; before: string | number | null; after: string | number | null };

/** Every change of a promotion's structured terms: what changed, when, and by whom. */
export const promotionTermsChanges = sqliteTable(
  "promotion_terms_changes",
  {
    id: id(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    changes: text("changes", { mode: "json" }).$type<TermsChange[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("promotion_terms_changes_promotion_idx").on(t.promotionId, t.createdAt)],
);

export type NewPromotionTermsChange = typeof promotionTermsChanges.$inferInsert;
