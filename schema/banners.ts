import { integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { createInsertSchema, createSelectSchema, createUpdateSchema } from "drizzle-zod";
import type { z } from "zod";
import { enumCheck, id, localeCheck, localeColumn, timestamps } from "./columns";
import { BANNER_PLACEMENTS } from "./enums";
import { optionalUrl, requiredText, wholeNumber } from "./validators";

/** Display rules (pages, locales, dates...) are free-form: the spec does not define them. */
export type BannerRule = Record<string, unknown>;

export const banners = sqliteTable(
  "banners",
  {
    id: id(),
    name: text("name", { length: 255 }).notNull(),
    placement: text("placement", { enum: BANNER_PLACEMENTS }).notNull(),
    ruleJson: text("rule_json", { mode: "json" }).$type<BannerRule>(),
    /** Times a visitor may see the banner; 0 means no cap. */
    frequencyCap: integer("frequency_cap").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [enumCheck("banners_placement_check", t.placement, BANNER_PLACEMENTS)],
);

export const bannersI18n = sqliteTable(
  "banners_i18n",
  {
    id: id(),
    bannerId: text("banner_id")
      .notNull()
      .references(() => banners.id, { onDelete: "cascade" }),
    locale: localeColumn().notNull(),
    content: text("content"),
    ctaText: text("cta_text", { length: 100 }),
    ctaUrl: text("cta_url", { length: 500 }),
    ...timestamps(),
  },
  (t) => [
    unique("banners_i18n_banner_locale_unique").on(t.bannerId, t.locale),
    localeCheck("banners_i18n_locale_check", t.locale),
  ],
);

const bannerRefinements = {
  name: () => requiredText("Name is required", 255),
  frequencyCap: () => wholeNumber(),
};
const serverOwned = { id: true, createdAt: true, updatedAt: true } as const;

export const bannerInsertSchema = createInsertSchema(banners, bannerRefinements).omit(serverOwned);
export const bannerUpdateSchema = createUpdateSchema(banners, bannerRefinements).omit(serverOwned);
export const bannerSelectSchema = createSelectSchema(banners);
export const bannerI18nInputSchema = createInsertSchema(bannersI18n, {
  ctaUrl: () => optionalUrl(),
}).omit({
  ...serverOwned,
  bannerId: true,
});

export type Banner = typeof banners.$inferSelect;
export type NewBanner = typeof banners.$inferInsert;
export type BannerI18n = typeof bannersI18n.$inferSelect;
export type NewBannerI18n = typeof bannersI18n.$inferInsert;
export type BannerInput = z.infer<typeof bannerInsertSchema>;
export type BannerI18nInput = z.infer<typeof bannerI18nInputSchema>;
