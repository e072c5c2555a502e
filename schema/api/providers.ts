import { z } from "./zod";
import { LICENSE_STATUSES, REGISTER_CHECKS } from "../enums";
import { LOCALES } from "../locales";
import { SCORE_COMPONENTS } from "../score-method";
import { complaintStatsSchema } from "./complaint-stats";

const text = z.nullable(z.string());
const count = z.nullable(z.number());
const list = z.nullable(z.array(z.string()));
/** 'YYYY-MM-DD': calendar dates have no time of day. */
const date = z.nullable(z.iso.date());

const faqItemSchema = z.strictObject({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** GET /api/providers?locale=: a provider's columns with its texts in one language (English where missing). */
export const publicProviderSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  domain: z.string(),
  logoUrl: text,
  licenseId: z.string(),
  licenseFrom: date,
  licenseTo: date,
  /** Null when unknown. */
  licenseStatus: z.nullable(z.enum(LICENSE_STATUSES)),
  licenseCertificateUrl: text,
  licenseVerifiedOn: date,
  /** Where the provider stands in the regulator's latest imported register; null until one names it. */
  registerCheck: z.nullable(z.enum(REGISTER_CHECKS)),
  licenseClass: text,
  licensedDomains: list,
  companyLegalName: text,
  companyRegistrationNo: text,
  registeredAddress: text,
  bonusLink: text,
  affiliateUrl: text,
  responsibleUrl: text,
  cashOutType: text,
  liveBetting: z.boolean(),
  liveStreaming: z.boolean(),
  earlyPayout: z.boolean(),
  betBuilder: z.boolean(),
  iosApp: z.boolean(),
  androidApp: z.boolean(),
  liveChat: z.boolean(),
  liveChat247: z.boolean(),
  /** Known methods by key (schema/provider-payments.ts), others as written. */
  payments: list,
  minDeposit: count,
  minWithdraw: count,
  maxWithdrawal: count,
  withdrawalTime: text,
  depositFeeNotes: text,
  withdrawalFeeNotes: text,
  supportEmail: text,
  supportPhone: text,
  supportChannels: list,
  supportHours: text,
  supportLangs: list,
  responseTimeHours: count,
  facebookUrl: text,
  twitterUrl: text,
  instagramUrl: text,
  foundationDate: date,
  active: z.boolean(),
  featured: z.boolean(),
  /** Paid placement: labelled "Sponsored" wherever the provider is ranked. */
  sponsored: z.boolean(),
  priority: z.number(),
  /** The published score, 0–10 with one decimal (schema/score-method.ts); null: none (no confirmed licence). */
  score: z.nullable(z.number()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  slug: text,
  overview: text,
  bonusHeadline: text,
  ctaText: text,
  seoTitle: text,
  seoDescription: text,
  faq: z.nullable(z.array(faqItemSchema)),
});
export type PublicProvider = z.infer<typeof publicProviderSchema>;

const CARD_FIELDS = {
  id: true,
  brand: true,
  logoUrl: true,
  licenseId: true,
  licenseStatus: true,
  registerCheck: true,
  affiliateUrl: true,
  liveBetting: true,
  liveStreaming: true,
  featured: true,
  sponsored: true,
  priority: true,
  score: true,
  slug: true,
  bonusHeadline: true,
} as const;

/**
 * GET /api/provider-cards?locale=: what a provider's card shows and the lists search and sort
 * on, without the texts and facts only its own page and the comparison show (a tenth of the size).
 */
export const providerCardSchema = z.pick(publicProviderSchema, CARD_FIELDS);
export type ProviderCardData = z.infer<typeof providerCardSchema>;

/**
 * GET /api/providers/{idOrSlug}?locale=: one active provider, with its address in every language
 * (`slugs`, English where a language has none) for the canonical and alternate links.
 */
export const providerDetailSchema = z.extend(publicProviderSchema, {
  slugs: z.record(z.enum(LOCALES), z.string()),
  /** What the score is made of (null with no score): each component 0–10, under which method version, when. */
  scoreBreakdown: z.nullable(
    z.strictObject({
      components: z.record(z.enum(SCORE_COMPONENTS), z.number()),
      methodVersion: z.number(),
      computedAt: z.iso.datetime(),
    }),
  ),
  /** The score at each month's end (the current month: its latest), oldest first, at most a year. */
  scoreHistory: z.array(z.strictObject({ month: z.string(), score: z.nullable(z.number()) })),
  /** Whether the company has an active, verified representative who answers on the site. */
  answersHere: z.boolean(),
  /** Its public complaint cases of the last 12 months in figures. */
  complaintStats: complaintStatsSchema,
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

/** GET /api/providers/{id}/onboarding?locale=: the active "how to join" steps, in order. */
export const onboardingStepSchema = z.strictObject({
  id: z.string(),
  stepNumber: z.number(),
  title: z.string(),
  description: z.string(),
  screenshotUrl: text,
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;
