import { index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { enumCheck, id, localeCheck, localeColumn, timestamps } from "./columns";
import { BANNER_PLACEMENTS } from "./enums";
import type { BannerRule } from "./api/admin-banners";

export const banners = sqliteTable(
  "banners",
  {
    id: id(),
    name: text("name", { length: 255 }).notNull(),
    placement: text("placement", { enum: BANNER_PLACEMENTS }).notNull(),
    /** Which pages and Cyprus days it shows on (bannerRuleSchema, checked on every save). */
    ruleJson: text("rule_json", { mode: "json" }).$type<BannerRule>(),
    /** Times a visitor may see the banner; 0 means no cap. */
    frequencyCap: integer("frequency_cap").notNull().default(0),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    // The public slots read the active banners, newest first: a range of this index, no sort.
    index("banners_active_created_at_idx").on(t.active, t.createdAt),
    enumCheck("banners_placement_check", t.placement, BANNER_PLACEMENTS),
  ],
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
