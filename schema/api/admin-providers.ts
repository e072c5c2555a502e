import { LICENSE_STATUSES, type LicenseStatus } from "../enums";
import { LOCALES, type Locale } from "../locales";
import { storedPayment } from "../provider-payments";
import { blankAsNull, parseInteger, parseList, SLUG_PATTERN, slugFromBrand } from "../provider-input";
import { messageRef as message, type MessageKey } from "./messages";
import { publicProviderSchema } from "./providers";
import { z } from "./zod";

/**
 * Admin Providers: what the provider form and the Worker accept. The
 * form's fields are text, so every schema here takes typed text (and, for API callers, the stored
 * types too) and gives the stored value; parsing twice gives the same result, so the form's
 * checked values can be sent as they are.
 */

/**
 * The longest text each provider field takes, in characters: the API's rule, read from here by the
 * table's declared lengths and by the CSV import.
 */
export const PROVIDER_TEXT_MAX = {
  brand: 255,
  domain: 255,
  licenseId: 100,
  companyLegalName: 255,
  companyRegistrationNo: 100,
  registeredAddress: 500,
  cashOutType: 50,
  withdrawalTime: 100,
  depositFeeNotes: 2000,
  withdrawalFeeNotes: 2000,
  supportEmail: 255,
  supportPhone: 50,
  supportHours: 100,
  /** Every address: the logo, the licence certificate, the links. */
  url: 500,
  /** 'YYYY-MM-DD'. */
  isoDate: 10,
  /** One entry of a list (payments, support channels and languages). */
  listEntry: 100,
} as const;

/** The longest text of each field of a provider's texts in one language. */
export const TRANSLATION_TEXT_MAX = {
  slug: 255,
  overview: 20_000,
  bonusHeadline: 255,
  ctaText: 100,
  seoTitle: 255,
  seoDescription: 500,
} as const;

/** The longest question and answer of a FAQ entry. */
export const FAQ_TEXT_MAX = { question: 500, answer: 5000 } as const;

const max = PROVIDER_TEXT_MAX;
const tooLong = (max: number) => message("validation.max_length", { count: max });
const nullableText = z.optional(z.nullable(z.string()));

/** Reads `value` with `read`; a thrown message key becomes the field's error. */
const field = <In, Out>(input: z.ZodMiniType<In>, read: (value: In) => Out | { error: string }) =>
  z.pipe(
    input,
    z.transform((value: In, ctx) => {
      const out = read(value);
      if (typeof out === "object" && out !== null && "error" in out) {
        ctx.issues.push({ code: "custom", message: out.error, input: value });
        return z.NEVER;
      }
      return out as Out;
    }),
  );

const required = (key: MessageKey, max: number) =>
  z.string(message(key)).check(z.trim(), z.minLength(1, message(key)), z.maxLength(max, tooLong(max)));

/** Optional text: blank is null. */
const text = (max: number) =>
  field(nullableText, (value) => {
    const kept = blankAsNull(value);
    return kept !== null && kept.length > max ? { error: tooLong(max) } : kept;
  });

/** Optional text that must pass `valid` when given. */
const checkedText = (max: number, valid: (text: string) => boolean, error: string) =>
  field(nullableText, (value) => {
    const kept = blankAsNull(value);
    if (kept === null) return null;
    if (kept.length > max) return { error: tooLong(max) };
    return valid(kept) ? kept : { error };
  });

const isHttpUrl = (value: string) => z.url({ protocol: /^https?$/ }).safeParse(value).success;
const url = checkedText(max.url, isHttpUrl, message("validation.url"));
/** A logo the site serves itself ('/logos/x.svg') or an absolute http(s) address. */
const assetUrl = checkedText(
  max.url,
  (value) => isHttpUrl(value) || /^\/(?!\/)\S*$/.test(value),
  message("validation.url"),
);
const isoDate = checkedText(
  max.isoDate,
  (value) => z.iso.date().safeParse(value).success,
  message("validation.date"),
);

const wholeNumber = field(z.optional(z.nullable(z.union([z.string(), z.number()]))), (value) => {
  const parsed = parseInteger(value);
  return parsed === undefined ? { error: message("validation.whole_number") } : parsed;
});

const list = field(z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))), (value) => {
  const parsed = parseList(value);
  return parsed && parsed.some((entry) => entry.length > max.listEntry)
    ? { error: tooLong(max.listEntry) }
    : parsed;
});

/**
 * Payments: a known method, by key or English name in any case, is stored as its key
 * (schema/provider-payments.ts); a method named twice is kept once.
 */
const payments = field(list, (entries) => entries && [...new Set(entries.map(storedPayment))]);

/**
 * One of LICENSE_STATUSES, in any case ("Licensed" is the English name of 'licensed'); blank is
 * unknown (null). Anything else is refused: the site could not name it in every language.
 */
const licenseStatus = field(nullableText, (value) => {
  const kept = blankAsNull(value)?.toLowerCase() ?? null;
  if (kept === null) return null;
  return (LICENSE_STATUSES as readonly string[]).includes(kept)
    ? (kept as LicenseStatus)
    : { error: message("admin.providers.validation.license_status") };
});

const flag = (byDefault: boolean) => z._default(z.boolean(), byDefault);

/** The provider's own fields; its texts per language are `translations`. */
const providerFields = {
  brand: required("admin.providers.validation.brand_required", max.brand),
  domain: required("admin.providers.validation.domain_required", max.domain),
  logoUrl: assetUrl,
  licenseId: required("admin.providers.validation.license_required", max.licenseId),
  licenseFrom: isoDate,
  licenseTo: isoDate,
  licenseStatus,
  licenseCertificateUrl: url,
  companyLegalName: text(max.companyLegalName),
  companyRegistrationNo: text(max.companyRegistrationNo),
  registeredAddress: text(max.registeredAddress),
  bonusLink: url,
  affiliateUrl: url,
  responsibleUrl: url,
  cashOutType: text(max.cashOutType),
  liveBetting: flag(false),
  liveStreaming: flag(false),
  earlyPayout: flag(false),
  betBuilder: flag(false),
  iosApp: flag(false),
  androidApp: flag(false),
  liveChat: flag(false),
  liveChat247: flag(false),
  payments,
  minDeposit: wholeNumber,
  minWithdraw: wholeNumber,
  maxWithdrawal: wholeNumber,
  withdrawalTime: text(max.withdrawalTime),
  depositFeeNotes: text(max.depositFeeNotes),
  withdrawalFeeNotes: text(max.withdrawalFeeNotes),
  supportEmail: checkedText(
    max.supportEmail,
    (value) => z.email().safeParse(value).success,
    message("validation.email"),
  ),
  supportPhone: text(max.supportPhone),
  supportChannels: list,
  supportHours: text(max.supportHours),
  supportLangs: list,
  responseTimeHours: wholeNumber,
  facebookUrl: url,
  twitterUrl: url,
  instagramUrl: url,
  foundationDate: isoDate,
  active: flag(true),
  featured: flag(false),
  /** Pays for its position: labelled "Sponsored" wherever it is ranked. A boolean, nothing else. */
  sponsored: flag(false),
  /** Higher first; blank is 0. */
  priority: field(z.optional(z.nullable(z.union([z.string(), z.number()]))), (value) => {
    const parsed = parseInteger(value, { allowNegative: true });
    return parsed === undefined
      ? { error: message("admin.validation.priority_whole_number") }
      : (parsed ?? 0);
  }),
};

/** A question and its answer, both non-blank after trimming. */
const faqEntrySchema = z.object({
  question: required("admin.providers.validation.faq_question_required", FAQ_TEXT_MAX.question),
  answer: required("admin.providers.validation.faq_answer_required", FAQ_TEXT_MAX.answer),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const slugError = (slug: string) =>
  slug.length > TRANSLATION_TEXT_MAX.slug
    ? tooLong(TRANSLATION_TEXT_MAX.slug)
    : SLUG_PATTERN.test(slug)
      ? undefined
      : message("admin.providers.validation.slug_chars");

/** One language's texts. A blank slug means the language is not saved. */
export const translationFieldsSchema = z.object({
  slug: field(nullableText, (value) => {
    const slug = value?.trim() ?? "";
    const error = slug === "" ? undefined : slugError(slug);
    return error ? { error } : slug;
  }),
  overview: text(TRANSLATION_TEXT_MAX.overview),
  bonusHeadline: text(TRANSLATION_TEXT_MAX.bonusHeadline),
  ctaText: text(TRANSLATION_TEXT_MAX.ctaText),
  seoTitle: text(TRANSLATION_TEXT_MAX.seoTitle),
  seoDescription: text(TRANSLATION_TEXT_MAX.seoDescription),
  /** An empty list is stored as null. */
  faq: z.pipe(
    z.optional(z.nullable(z.array(faqEntrySchema))),
    z.transform((entries) => (entries && entries.length > 0 ? entries : null)),
  ),
});
export type TranslationFields = z.output<typeof translationFieldsSchema>;

const providerObject = z.object({
  ...providerFields,
  translations: z.optional(z.partialRecord(z.enum(LOCALES), translationFieldsSchema)),
});
type ProviderObject = z.output<typeof providerObject>;
type TranslationSet = Partial<Record<Locale, TranslationFields>>;

/** The languages with a slug, and English always: its slug, when blank, is made from the brand. */
function savedTranslations(
  { translations = {}, ...provider }: ProviderObject,
  ctx: z.core.ParsePayload,
): Omit<ProviderObject, "translations"> & { translations: TranslationSet } {
  const saved: TranslationSet = {};
  for (const locale of LOCALES) {
    const texts = translations[locale];
    if (texts?.slug) saved[locale] = texts;
  }
  if (!saved.en) {
    const slug = slugFromBrand(provider.brand);
    const error = slugError(slug);
    if (error) {
      ctx.issues.push({
        code: "custom",
        message: error,
        input: slug,
        path: ["translations", "en", "slug"],
      });
      return z.NEVER;
    }
    saved.en = { ...emptyTexts(), ...translations.en, slug };
  }
  return { ...provider, translations: saved };
}

/**
 * POST /api/admin/providers: the provider and its texts, saved together. `translations` is the
 * whole set: a language left out (or with a blank slug) has no texts. The English slug, when
 * blank, is made from the brand.
 */
export const providerInputSchema = z.pipe(
  providerObject,
  z.transform((input, ctx) => savedTranslations(input, ctx)),
);
/**
 * PATCH /api/admin/providers/{id}: as POST, except that a body without `translations` leaves the
 * stored texts as they are (a PATCH keeps what it is not given).
 */
export const providerPatchSchema = z.pipe(
  providerObject,
  z.transform((input, ctx) =>
    input.translations === undefined ? { ...input, translations: undefined } : savedTranslations(input, ctx),
  ),
);
export type ProviderPatch = z.output<typeof providerPatchSchema>;
export type ProviderInput = z.output<typeof providerInputSchema>;

/** A language with no texts yet (its slug still to be given). */
export const emptyTexts = (): TranslationFields => ({
  slug: "",
  overview: null,
  bonusHeadline: null,
  ctaText: null,
  seoTitle: null,
  seoDescription: null,
  faq: null,
});

/** The translations alone, as a translator's form holds them (no provider fields). */
export const translationsFormSchema = z.object({
  translations: z.partialRecord(z.enum(LOCALES), translationFieldsSchema),
});

/**
 * POST /api/admin/providers/{id}/i18n: one language's texts (the translator's way in); the slug is
 * required here. A `providerId` in the body is ignored: the address names the provider.
 */
export const providerTranslationInputSchema = z.pipe(
  z.extend(translationFieldsSchema, {
    locale: z.enum(LOCALES, message("admin.providers.validation.locale")),
  }),
  z.transform((input, ctx) => {
    if (!input.slug) {
      ctx.issues.push({
        code: "custom",
        message: message("admin.providers.validation.slug_required"),
        input: input.slug,
        path: ["slug"],
      });
      return z.NEVER;
    }
    return input;
  }),
);
export type ProviderTranslationInput = z.output<typeof providerTranslationInputSchema>;

/** One language's texts as stored: GET /api/admin/providers/{id}/i18n lists them. */
export const providerTranslationSchema = z.strictObject({
  locale: z.enum(LOCALES),
  slug: z.string(),
  overview: z.nullable(z.string()),
  bonusHeadline: z.nullable(z.string()),
  ctaText: z.nullable(z.string()),
  seoTitle: z.nullable(z.string()),
  seoDescription: z.nullable(z.string()),
  faq: z.nullable(z.array(z.strictObject({ question: z.string(), answer: z.string() }))),
});
export type ProviderTranslation = z.infer<typeof providerTranslationSchema>;

/**
 * GET /api/admin/providers: every provider, inactive ones too, with its columns, `name` (the brand,
 * as admin lists show it) and its English slug (null when it has none).
 */
export const adminProviderSchema = z.extend(
  z.omit(publicProviderSchema, {
    overview: true,
    bonusHeadline: true,
    ctaText: true,
    seoTitle: true,
    seoDescription: true,
    faq: true,
    score: true,
  }),
  {},
);
export type AdminProvider = z.infer<typeof adminProviderSchema>;

/** POST and PATCH answer the saved provider and its texts. */
export const savedProviderSchema = z.extend(adminProviderSchema, {
  translations: z.array(providerTranslationSchema),
});
export type SavedProvider = z.infer<typeof savedProviderSchema>;
