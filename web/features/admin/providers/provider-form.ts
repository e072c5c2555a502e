import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import {
  providerInputSchema,
  translationsFormSchema,
  type AdminProvider,
  type FaqEntry,
  type ProviderInput,
  type ProviderTranslation,
} from "#schema/api/admin-providers";
import { LOCALES, type Locale } from "#schema/locales";
import { paymentEnglishName } from "#schema/provider-payments";

/** One language's texts as the form holds them: text as typed, the FAQ as a list. */
export type TranslationFormValues = {
  slug: string;
  overview: string;
  bonusHeadline: string;
  ctaText: string;
  seoTitle: string;
  seoDescription: string;
  faq: FaqEntry[];
};

const TEXT_FIELDS = [
  "brand",
  "domain",
  "logoUrl",
  "licenseId",
  "licenseFrom",
  "licenseTo",
  "licenseStatus",
  "licenseCertificateUrl",
  "companyLegalName",
  "companyRegistrationNo",
  "registeredAddress",
  "bonusLink",
  "affiliateUrl",
  "responsibleUrl",
  "cashOutType",
  "payments",
  "minDeposit",
  "minWithdraw",
  "maxWithdrawal",
  "withdrawalTime",
  "depositFeeNotes",
  "withdrawalFeeNotes",
  "supportEmail",
  "supportPhone",
  "supportChannels",
  "supportHours",
  "supportLangs",
  "responseTimeHours",
  "facebookUrl",
  "twitterUrl",
  "instagramUrl",
  "foundationDate",
  "priority",
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

const FLAG_FIELDS = [
  "active",
  "featured",
  "sponsored",
  "liveBetting",
  "liveStreaming",
  "earlyPayout",
  "betBuilder",
  "iosApp",
  "androidApp",
  "liveChat",
  "liveChat247",
] as const;
export type FlagFieldName = (typeof FLAG_FIELDS)[number];

export type ProviderFormValues = Record<TextFieldName, string> &
  Record<FlagFieldName, boolean> & { translations: Record<Locale, TranslationFormValues> };

const asText = (value: unknown): string =>
  value === null || value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);

function translationValues(translation: ProviderTranslation | undefined): TranslationFormValues {
  return {
    slug: translation?.slug ?? "",
    overview: translation?.overview ?? "",
    bonusHeadline: translation?.bonusHeadline ?? "",
    ctaText: translation?.ctaText ?? "",
    seoTitle: translation?.seoTitle ?? "",
    seoDescription: translation?.seoDescription ?? "",
    faq: translation?.faq ?? [],
  };
}

export const translationsFormValues = (translations: readonly ProviderTranslation[]) =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, translationValues(translations.find((t) => t.locale === locale))]),
  ) as Record<Locale, TranslationFormValues>;

/** The form's values for a provider being edited, or for a new one (active, priority 0). */
export function providerFormValues(
  provider: AdminProvider | null,
  translations: readonly ProviderTranslation[],
): ProviderFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, asText(provider?.[name])])) as Record<
    TextFieldName,
    string
  >;
  const flags = Object.fromEntries(
    FLAG_FIELDS.map((name) => [name, provider ? provider[name] : name === "active"]),
  ) as Record<FlagFieldName, boolean>;
  return {
    ...text,
    ...flags,
    // Known methods are stored by key; the admin reads and types their English names (either is accepted).
    payments: asText(provider?.payments?.map(paymentEnglishName)),
    priority: provider ? String(provider.priority) : "0",
    translations: translationsFormValues(translations),
  };
}

// The form holds typed text; the API's schema reads exactly that (and says what is wrong with it).
export const providerFormResolver = zodResolver(providerInputSchema) as unknown as Resolver<
  ProviderFormValues,
  unknown,
  ProviderInput
>;

export const translationsFormResolver = zodResolver(translationsFormSchema) as unknown as Resolver<
  Pick<ProviderFormValues, "translations">,
  unknown,
  { translations: Partial<Record<Locale, Omit<ProviderTranslation, "locale">>> }
>;
