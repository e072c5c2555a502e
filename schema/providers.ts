import { index, integer, sqliteTable, text, unique } from "drizzle-orm/sqlite-core";
import { createInsertSchema } from "drizzle-zod";
import { z } from "zod";
import { PROVIDER_TEXT_MAX as max, TRANSLATION_TEXT_MAX } from "./api/admin-providers";
import { messageRef as message } from "./api/messages";
import { enumCheck, id, localeCheck, localeColumn, timestamps } from "./columns";
import { LICENSE_STATUSES, REGISTER_CHECKS } from "./enums";
import { SLUG_PATTERN } from "./provider-input";
import {
  emailSchema,
  emptyAsNull,
  isoDateSchema,
  optionalAssetUrl,
  optionalUrl,
  requiredText,
  wholeNumber,
} from "./validators";

export const faqItemSchema = z.object({
  question: requiredText(message("admin.providers.validation.faq_question_required")),
  answer: requiredText(message("admin.providers.validation.faq_answer_required")),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
const url = (name: string) => text(name, { length: max.url });
const stringList = (name: string) => text(name, { mode: "json" }).$type<string[]>();
/** Calendar dates are 'YYYY-MM-DD' text: they have no time of day or zone. */
const isoDate = (name: string) => text(name, { length: max.isoDate });

export const providers = sqliteTable(
  "providers",
  {
    id: id(),
    brand: text("brand", { length: max.brand }).notNull(),
    domain: text("domain", { length: max.domain }).notNull(),
    logoUrl: url("logo_url"),
    licenseId: text("license_id", { length: max.licenseId }).notNull(),
    licenseFrom: isoDate("license_from"),
    licenseTo: isoDate("license_to"),
    /** One of LICENSE_STATUSES, or NULL when unknown; only 'licensed' earns the licensed badge. */
    licenseStatus: text("license_status", { enum: LICENSE_STATUSES }),
    licenseCertificateUrl: url("license_certificate_url"),
    /** The day the licence was last checked against the National Betting Authority's register. */
    licenseVerifiedOn: isoDate("license_verified_on"),
    /** Set by a register import: where the provider stands in the regulator's latest register. */
    registerCheck: text("register_check", { enum: REGISTER_CHECKS }),
    /** The licence's class and licensed domains as the latest register import listed them. */
    licenseClass: text("license_class", { length: 20 }),
    licensedDomains: stringList("licensed_domains"),
    companyLegalName: text("company_legal_name", { length: max.companyLegalName }),
    companyRegistrationNo: text("company_registration_no", { length: max.companyRegistrationNo }),
    registeredAddress: text("registered_address", { length: max.registeredAddress }),
    bonusLink: url("bonus_link"),
    affiliateUrl: url("affiliate_url"),
    responsibleUrl: url("responsible_url"),
    cashOutType: text("cash_out_type", { length: max.cashOutType }),
    liveBetting: flag("live_betting"),
    liveStreaming: flag("live_streaming"),
    earlyPayout: flag("early_payout"),
    betBuilder: flag("bet_builder"),
    iosApp: flag("ios_app"),
    androidApp: flag("android_app"),
    liveChat: flag("live_chat"),
    liveChat247: flag("live_chat_24_7"),
    payments: stringList("payments"),
    minDeposit: integer("min_deposit"),
    minWithdraw: integer("min_withdraw"),
    maxWithdrawal: integer("max_withdrawal"),
    withdrawalTime: text("withdrawal_time", { length: max.withdrawalTime }),
    depositFeeNotes: text("deposit_fee_notes"),
    withdrawalFeeNotes: text("withdrawal_fee_notes"),
    supportEmail: text("support_email", { length: max.supportEmail }),
    supportPhone: text("support_phone", { length: max.supportPhone }),
    supportChannels: stringList("support_channels"),
    supportHours: text("support_hours", { length: max.supportHours }),
    supportLangs: stringList("support_langs"),
    responseTimeHours: integer("response_time_hours"),
    facebookUrl: url("facebook_url"),
    twitterUrl: url("twitter_url"),
    instagramUrl: url("instagram_url"),
    foundationDate: isoDate("foundation_date"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    featured: flag("featured"),
    /** The provider pays for its position: labelled "Sponsored" wherever it is ranked. */
    sponsored: flag("sponsored"),
    /** Higher first. */
    priority: integer("priority").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index("providers_active_priority_idx").on(t.active, t.priority),
    index("providers_featured_priority_idx").on(t.featured, t.priority),
    enumCheck("providers_license_status_check", t.licenseStatus, LICENSE_STATUSES),
    enumCheck("providers_register_check_check", t.registerCheck, REGISTER_CHECKS),
  ],
);

export const providersI18n = sqliteTable(
  "providers_i18n",
  {
    id: id(),
    providerId: text("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    locale: localeColumn().notNull(),
    slug: text("slug", { length: TRANSLATION_TEXT_MAX.slug }).notNull(),
    overview: text("overview"),
    bonusHeadline: text("bonus_headline", { length: TRANSLATION_TEXT_MAX.bonusHeadline }),
    ctaText: text("cta_text", { length: TRANSLATION_TEXT_MAX.ctaText }),
    seoTitle: text("seo_title", { length: TRANSLATION_TEXT_MAX.seoTitle }),
    seoDescription: text("seo_description", { length: TRANSLATION_TEXT_MAX.seoDescription }),
    faq: text("faq", { mode: "json" }).$type<FaqItem[]>(),
    ...timestamps(),
  },
  (t) => [
    unique("providers_i18n_provider_locale_unique").on(t.providerId, t.locale),
    // A slug names one provider within a language, so /{locale}/providers/{slug} resolves.
    unique("providers_i18n_locale_slug_unique").on(t.locale, t.slug),
    // A provider page also answers to its slug in another language: the lookup names no locale.
    index("providers_i18n_slug_idx").on(t.slug),
    localeCheck("providers_i18n_locale_check", t.locale),
  ],
);

const optionalDate = () => emptyAsNull(isoDateSchema);
const count = () => wholeNumber();
const list = () => z.array(z.string().trim().min(1));

// Functions, not schemas, so drizzle-zod still adds optional/nullable per column and per insert/update.
const providerRefinements = {
  brand: () => requiredText(message("admin.providers.validation.brand_required"), max.brand),
  domain: () => requiredText(message("admin.providers.validation.domain_required"), max.domain),
  licenseId: () => requiredText(message("admin.providers.validation.license_required"), max.licenseId),
  licenseFrom: optionalDate,
  licenseTo: optionalDate,
  foundationDate: optionalDate,
  logoUrl: () => optionalAssetUrl(),
  licenseCertificateUrl: () => optionalUrl(),
  bonusLink: () => optionalUrl(),
  affiliateUrl: () => optionalUrl(),
  responsibleUrl: () => optionalUrl(),
  facebookUrl: () => optionalUrl(),
  twitterUrl: () => optionalUrl(),
  instagramUrl: () => optionalUrl(),
  supportEmail: () => emptyAsNull(emailSchema),
  payments: list,
  supportChannels: list,
  supportLangs: list,
  minDeposit: count,
  minWithdraw: count,
  maxWithdrawal: count,
  responseTimeHours: count,
  priority: () =>
    z
      .number(message("admin.validation.priority_whole_number"))
      .int(message("admin.validation.priority_whole_number")),
};
const serverOwned = { id: true, createdAt: true, updatedAt: true } as const;

export const providerInsertSchema = createInsertSchema(providers, providerRefinements).omit(serverOwned);

export const slugSchema = z
  .string(message("admin.providers.validation.slug_required"))
  .trim()
  .min(1, message("admin.providers.validation.slug_required"))
  .max(TRANSLATION_TEXT_MAX.slug, message("validation.max_length", { count: TRANSLATION_TEXT_MAX.slug }))
  .regex(SLUG_PATTERN, message("admin.providers.validation.slug_chars"));

/** One language of a provider; providerId comes from the URL, so it is not read from the body. */
export const providerI18nInputSchema = createInsertSchema(providersI18n, {
  slug: () => slugSchema,
  faq: () => z.array(faqItemSchema),
}).omit({ ...serverOwned, providerId: true });

export type Provider = typeof providers.$inferSelect;
export type NewProvider = typeof providers.$inferInsert;
export type ProviderI18n = typeof providersI18n.$inferSelect;
export type NewProviderI18n = typeof providersI18n.$inferInsert;
