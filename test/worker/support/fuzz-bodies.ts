import type * as z from "zod/v4/core";
import { bannerSaveSchema } from "#schema/api/admin-banners";
import { externalRatingInputSchema } from "#schema/api/admin-external-ratings";
import { importInputSchema } from "#schema/api/admin-import";
import { registerImportInputSchema } from "#schema/api/admin-register";
import { onboardingStepCreateSchema, onboardingStepUpdateSchema } from "#schema/api/admin-onboarding";
import { promotionI18nInputSchema, promotionSaveSchema } from "#schema/api/admin-promotions";
import { providerInputSchema, providerTranslationInputSchema } from "#schema/api/admin-providers";
import { uiStringPatchSchema } from "#schema/api/admin-ui-strings";
import { staffRoleInputSchema } from "#schema/api/admin-users";
import {
  closeComplaintSchema,
  complaintInputSchema,
  complaintMessageSchema,
  handOverSchema,
  hideMessageSchema,
} from "#schema/api/complaints";
import { consentFormSchema } from "#schema/api/consent";
import { calculateInputSchema, prizeStatusInputSchema } from "#schema/api/contest";
import { newsletterSubscribeSchema } from "#schema/api/newsletter";
import { paymentMethodInputSchema } from "#schema/api/payment-method";
import { profileUpdateSchema } from "#schema/api/profile";
import { appealInputSchema, reviewDecisionInputSchema } from "#schema/api/review-decisions";
import { replyDecisionInputSchema, replyInputSchema } from "#schema/api/review-replies";
import { reportDecisionInputSchema, reportInputSchema } from "#schema/api/review-reports";
import { reviewInputSchema, voteInputSchema } from "#schema/api/reviews";
import { accountDeletionSchema } from "#schema/api/user-data";
import { LOCALES } from "#schema/locales";

/** The rows the fuzzer's requests point at, so that some of them reach past "not found". */
export type Fixtures = { providerId: string; providerSlug: string; month: string };

/** A body the route accepts, and the shared schema the route validates it with (when it has one). */
export type KnownGood = { body: unknown; schema?: z.$ZodType };

const texts = Object.fromEntries(
  LOCALES.map((locale) => [locale, { title: `Step ${locale}`, description: "Open the site and sign up" }]),
);

export const providerBody = (brand: string) => ({
  brand,
  domain: `${brand.toLowerCase().replace(/\W+/g, "")}.example`,
  licenseId: "NBA-1",
  payments: "Visa, Revolut",
  minDeposit: "10",
  priority: 3,
  foundationDate: "2012-03-04",
  liveChat: true,
  translations: {
    en: { slug: "", overview: "A bookmaker", faq: [{ question: "Is it licensed?", answer: "Yes" }] },
    he: { slug: "ספר", bonusHeadline: "בונוס" },
  },
});

export const reviewText = "Fast payouts and a clear app, would use again.";

/**
 * One valid body per write route of the API, keyed `METHOD /api/path` as Hono's route table names it.
 * The fuzzer sends them as they are and mutated; the test checks each passes its schema, and that
 * every write route has one (a new route needs its body here).
 */
export const knownGoodBodies = (f: Fixtures): Record<string, KnownGood> => ({
  "POST /api/login/dev": {
    body: { email: "fuzz-visitor@example.com", firstName: "Fuzz", lastName: "Visitor" },
  },
  "POST /api/logout": { body: {} },
  "POST /api/auth/make-me-admin": { body: {} },
  "POST /api/auth/send-verification-email": { body: {} },
  "PATCH /api/user/profile": {
    body: { username: "fuzz_user", firstName: "Fuzz", lastName: "User" },
    schema: profileUpdateSchema,
  },
  "POST /api/reviews/:id/reports": {
    body: { reason: "spam", explanation: "Nothing but a link to another site.", goodFaith: true },
    schema: reportInputSchema,
  },
  "POST /api/user/reviews/:id/appeal": {
    body: { text: "It was my own honest experience." },
    schema: appealInputSchema,
  },
  "DELETE /api/user/reviews/:id": { body: {} },
  "POST /api/reviews/:id/reply": {
    body: { text: "Thank you, we have paid it out." },
    schema: replyInputSchema,
  },
  "PATCH /api/reviews/:id/reply": {
    body: { text: "Thank you, we have paid it out today." },
    schema: replyInputSchema,
  },
  "DELETE /api/reviews/:id/reply": { body: {} },
  "PUT /api/admin/replies/:id": { body: { status: "approved" }, schema: replyDecisionInputSchema },
  "POST /api/complaints": {
    body: {
      providerId: f.providerId,
      category: "withdrawal",
      amount: 10.5,
      description: "My withdrawal has been pending for three weeks now.",
      desiredOutcome: "Pay it out.",
    },
    schema: complaintInputSchema,
  },
  "POST /api/complaints/:id/messages": { body: { body: "A message." }, schema: complaintMessageSchema },
  "POST /api/complaints/:id/withdraw": { body: {} },
  "POST /api/admin/complaints/:id/status": { body: { status: "awaiting_company" }, schema: handOverSchema },
  "POST /api/admin/complaints/:id/close": {
    body: { outcome: "resolved", conclusion: "The company paid." },
    schema: closeComplaintSchema,
  },
  "POST /api/admin/complaints/:id/messages/:messageId/hide": {
    body: { reason: "Personal data" },
    schema: hideMessageSchema,
  },
  "POST /api/user/payment-method": {
    body: { method: "paysafe", details: { accountId: "A-1", accountEmail: "pay@example.com" } },
    schema: paymentMethodInputSchema,
  },
  // The signed-in user's own deletion: the fuzzer's restore() signs them in again, as a new account.
  "DELETE /api/user/account": {
    body: { confirmEmail: "fuzz-user@example.com" },
    schema: accountDeletionSchema,
  },
  "PATCH /api/admin/users/:id/role": { body: { role: "editor" }, schema: staffRoleInputSchema },
  "POST /api/admin/representatives": { body: { providerId: f.providerId, email: "fuzz-rep@example.com" } },
  "POST /api/admin/representatives/:id/revoke": { body: {} },
  "POST /api/admin/providers": { body: providerBody("Fuzz New Bet"), schema: providerInputSchema },
  "PATCH /api/admin/providers/:id": { body: providerBody("Fuzz Bet"), schema: providerInputSchema },
  "DELETE /api/admin/providers/:id": { body: {} },
  "POST /api/admin/providers/:id/i18n": {
    body: { locale: "el", slug: "fuzz-bet-el", overview: "Στοιχηματική", faq: [] },
    schema: providerTranslationInputSchema,
  },
  "PUT /api/admin/reviews/:id": { body: { status: "approved" }, schema: reviewDecisionInputSchema },
  "POST /api/admin/reviews/:id/reports/decision": {
    body: { decision: "keep" },
    schema: reportDecisionInputSchema,
  },
  "DELETE /api/admin/reviews/:id": { body: {} },
  "POST /api/admin/prizes/:id/status": {
    body: { status: "paid", notes: "Sent" },
    schema: prizeStatusInputSchema,
  },
  "POST /api/admin/prizes/:id/resend-mail": { body: {} },
  "POST /api/admin/leaderboard/calculate": { body: { month: f.month }, schema: calculateInputSchema },
  "POST /api/admin/leaderboard/recalculate": { body: { month: f.month }, schema: calculateInputSchema },
  "POST /api/admin/onboarding-steps": {
    body: { step: { providerId: f.providerId, stepNumber: 2, screenshotUrl: "" }, translations: texts },
    schema: onboardingStepCreateSchema,
  },
  "PATCH /api/admin/onboarding-steps/:id": {
    body: {
      step: { stepNumber: 1, screenshotUrl: "https://img.example/1.png", active: true },
      translations: texts,
    },
    schema: onboardingStepUpdateSchema,
  },
  "DELETE /api/admin/onboarding-steps/:id": { body: {} },
  "PATCH /api/admin/ui-strings/:key": {
    body: { en: "Hello", he: "שלום", fr: null },
    schema: uiStringPatchSchema,
  },
  "POST /api/admin/promotions": {
    body: {
      providerId: f.providerId,
      bonusType: "welcome",
      priority: 5,
      active: true,
      startAt: "2026-01-01",
      endAt: "2026-12-31",
      minOdds: 1.5,
      translations: { en: { title: "Welcome 100%", body: "Double it", ctaText: "Claim", url: "" } },
    },
    schema: promotionSaveSchema,
  },
  "PATCH /api/admin/promotions/:id": {
    body: { providerId: "", bonusType: "cashback", priority: 2, wageringMultiplier: 5 },
    schema: promotionSaveSchema,
  },
  "DELETE /api/admin/promotions/:id": { body: {} },
  "POST /api/admin/promotions/:id/i18n": {
    body: { locale: "he", title: "ברוכים הבאים", body: "", ctaText: "", url: "https://bet.example/he" },
    schema: promotionI18nInputSchema,
  },
  "POST /api/admin/external-ratings": {
    body: { providerId: f.providerId, source: "google", rating: 4.5, reviewCount: 10, url: "" },
    schema: externalRatingInputSchema,
  },
  "PUT /api/admin/external-ratings/:id": {
    body: { providerId: f.providerId, source: "trustpilot", rating: 3.5, reviewCount: 3 },
    schema: externalRatingInputSchema,
  },
  "DELETE /api/admin/external-ratings/:id": { body: {} },
  "POST /api/admin/sync-to-production": { body: {} },
  "POST /api/admin/import/providers/preview": {
    body: { seoData: "Brand,Domain\nFuzz Import,import.example\n", contentData: "" },
    schema: importInputSchema,
  },
  "POST /api/admin/import/providers": {
    body: { seoData: "Brand,Domain\nFuzz Import,import.example\n", contentData: "" },
    schema: importInputSchema,
  },
  "POST /api/admin/register-imports/preview": {
    body: { kind: "licences", source: "pasted", text: "licence,company,status\nNBA-1,Fuzz Ltd,active\n" },
    schema: registerImportInputSchema,
  },
  "POST /api/admin/register-imports": {
    body: { kind: "blocked_sites", source: "pasted", text: "fuzz-blocked.test\n" },
    schema: registerImportInputSchema,
  },
  "POST /api/admin/banners": {
    body: {
      name: "Fuzz campaign",
      placement: "hero",
      rule: { pages: ["home", "faq"] },
      frequencyCap: 2,
      active: true,
      translations: {
        en: { content: "Bet builder week", ctaText: "Join", ctaUrl: "https://partner.example/en" },
      },
    },
    schema: bannerSaveSchema,
  },
  "PATCH /api/admin/banners/:id": {
    body: {
      name: "Fuzz campaign",
      placement: "sticky_footer",
      rule: { pages: ["home"] },
      frequencyCap: 0,
      active: false,
      translations: {
        en: { content: "Week", ctaText: "Join", ctaUrl: "https://partner.example/en" },
        he: { content: "שבוע", ctaText: "הצטרפו", ctaUrl: "https://partner.example/he" },
      },
    },
    schema: bannerSaveSchema,
  },
  "DELETE /api/admin/banners/:id": { body: {} },
  "POST /api/reviews": {
    body: { providerId: f.providerId, rating: 4, reviewText },
    schema: reviewInputSchema,
  },
  "POST /api/reviews/:id/vote": { body: { voteType: "helpful" }, schema: voteInputSchema },
  "DELETE /api/reviews/:id/vote": { body: {} },
  "POST /api/newsletter/subscribe": {
    body: { email: "news@example.com", name: "Ν. Reader", locale: "el" },
    schema: newsletterSubscribeSchema,
  },
  "POST /api/newsletter/unsubscribe": { body: { id: "x", token: "y" } },
  "POST /api/consent": { body: { choice: "accepted", returnTo: "/en" }, schema: consentFormSchema },
});
