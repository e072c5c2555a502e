/** Every row the seed writes, computed from the data files and one "today". */
import type { NewEmailTemplate, NewUiString } from "#schema/content";
import { LOCALES } from "#schema/locales";
import { emailTemplateSeeds } from "../data/email-templates";
import { UI_STRINGS } from "../ui-strings";
import {
  externalRatingRows,
  onboardingRows,
  promotionRows,
  promotionTermsChangeRows,
  promotionTranslationRows,
  providerRows,
  providerTranslationRows,
} from "./catalog";
import {
  paymentMethodRows,
  reviewFingerprintRows,
  replyRows,
  representativeRows,
  reviewLimitRows,
  reviewRows,
  reviewVoteRows,
  userRows,
} from "./community";
import { complaintRows } from "./complaints";
import { registerRows } from "./register";

/** Every UI string of seed/ui-strings as a row of `ui_strings`. */
export function uiStringRows(): NewUiString[] {
  return Object.entries(UI_STRINGS).map(([key, texts]) => {
    const row: NewUiString = { key };
    for (const locale of LOCALES) row[locale] = texts[locale];
    return row;
  });
}

export function emailTemplateRows(): NewEmailTemplate[] {
  return emailTemplateSeeds().map((template) => ({ id: crypto.randomUUID(), ...template }));
}

export function buildSeedRows(today: Date) {
  const onboarding = onboardingRows();
  const register = registerRows(today);
  const complaints = complaintRows(today);
  return {
    uiStrings: uiStringRows(),
    emailTemplates: emailTemplateRows(),
    providers: providerRows(today),
    providerTranslations: providerTranslationRows(today),
    externalRatings: externalRatingRows(today),
    onboardingSteps: onboarding.steps,
    onboardingStepTranslations: onboarding.translations,
    promotions: promotionRows(today),
    promotionTranslations: promotionTranslationRows(),
    users: userRows(today),
    paymentMethods: paymentMethodRows(today),
    reviews: reviewRows(today),
    reviewVotes: reviewVoteRows(today),
    reviewFingerprints: reviewFingerprintRows(),
    reviewLimits: reviewLimitRows(today),
    representatives: representativeRows(today),
    reviewReplies: replyRows(today),
    promotionTermsChanges: promotionTermsChangeRows(today),
    registerImports: register.imports,
    registerEntries: register.entries,
    blockedDomains: register.blockedDomains,
    complaints: complaints.complaints,
    complaintEvents: complaints.events,
    complaintMessages: complaints.messages,
  };
}

export type SeedRows = ReturnType<typeof buildSeedRows>;
