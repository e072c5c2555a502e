import { BANNER_PLACEMENTS } from "../enums";
import { LOCALES } from "../locales";
import { BANNER_PAGES } from "./banners";
import { optionalText, optionalUrl, requiredText, wholeNumber } from "./form-fields";
import { messageRef as message } from "./messages";
import { z } from "./zod";

export const BANNER_NAME_MAX_LENGTH = 255;
export const BANNER_CONTENT_MAX_LENGTH = 1000;
export const BANNER_CTA_MAX_LENGTH = 100;
/** Views counted per visitor stop here: a higher cap could not be told apart from "no cap". */
const MAX_FREQUENCY_CAP = 100;

const capMessage = message("validation.whole_number_range", { min: 0, max: MAX_FREQUENCY_CAP });
const localeSchema = z.enum(LOCALES, message("admin.validation.locale"));

/** A Cyprus day as a date input gives it ('YYYY-MM-DD'); "" and null mean no limit. */
const optionalDay = z.pipe(
  z.transform((value: unknown) => (value === "" || value === undefined ? null : value)),
  z.nullable(z.iso.date(message("validation.date"))),
);

/**
 * Where and when a banner shows (stored as `banners.rule_json`): the pages it appears on, and an
 * optional window of Cyprus days, both ends included (no start: from now on; no end: until
 * switched off).
 */
export const bannerRuleSchema = z
  .object({
    pages: z
      .array(z.enum(BANNER_PAGES, message("admin.banners.validation.pages_required")))
      .check(z.minLength(1, message("admin.banners.validation.pages_required"))),
    startDate: z._default(optionalDay, null),
    endDate: z._default(optionalDay, null),
  })
  .check(
    z.refine((rule) => !rule.startDate || !rule.endDate || rule.endDate >= rule.startDate, {
      error: message("admin.validation.end_before_start"),
      path: ["endDate"],
    }),
  );
export type BannerRule = z.output<typeof bannerRuleSchema>;

/** One language of a banner: its text is what makes a translation; the link is http(s) only. */
const bannerTranslationSchema = z.object({
  content: requiredText(message("admin.banners.validation.content_required"), BANNER_CONTENT_MAX_LENGTH),
  ctaText: optionalText(BANNER_CTA_MAX_LENGTH),
  ctaUrl: optionalUrl(),
});

const hasContent = (entry: unknown) =>
  typeof entry === "object" &&
  entry !== null &&
  typeof (entry as { content?: unknown }).content === "string" &&
  (entry as { content: string }).content.trim() !== "";

/**
 * The languages of the dialog, keyed by locale. A language with blank content is left out (an
 * untouched tab never blocks the save); English is required, since every language falls back to it.
 */
const bannerTranslationsSchema = z
  .pipe(
    z.transform((value: unknown) =>
      typeof value === "object" && value !== null && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, entry]) => hasContent(entry)))
        : value,
    ),
    z.partialRecord(localeSchema, bannerTranslationSchema),
  )
  .check(
    z.refine((translations) => translations.en !== undefined, {
      error: message("admin.banners.validation.english_required"),
      path: ["en", "content"],
    }),
  );

/** POST /api/admin/banners and PATCH /api/admin/banners/{id}: a banner with all its languages. */
export const bannerSaveSchema = z.object({
  name: requiredText(message("admin.banners.validation.name_required"), BANNER_NAME_MAX_LENGTH),
  placement: z.enum(BANNER_PLACEMENTS, message("admin.banners.validation.placement_required")),
  rule: bannerRuleSchema,
  frequencyCap: z._default(wholeNumber(capMessage).check(z.maximum(MAX_FREQUENCY_CAP, capMessage)), 0),
  active: z._default(z.boolean(), true),
  translations: bannerTranslationsSchema,
});
export type BannerSave = z.output<typeof bannerSaveSchema>;

/** A banner's language as the admin API answers it. */
export type BannerI18n = { content: string; ctaText: string | null; ctaUrl: string | null };

/** GET /api/admin/banners: every banner, inactive ones too, with all its languages. */
export type AdminBanner = {
  id: string;
  name: string;
  placement: (typeof BANNER_PLACEMENTS)[number];
  rule: BannerRule;
  frequencyCap: number;
  active: boolean;
  translations: Partial<Record<(typeof LOCALES)[number], BannerI18n>>;
  createdAt: string;
  updatedAt: string;
};
