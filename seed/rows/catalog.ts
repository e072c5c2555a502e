/** Rows for the catalogue: providers, their translations, ratings, onboarding steps and promotions. */
import { SOURCE_RATING_SCALES, type BonusType } from "#schema/enums";
import { LOCALES } from "#schema/locales";
import type { NewProviderOnboardingStep, NewProviderOnboardingStepTranslation } from "#schema/onboarding";
import type { NewPromotion, NewPromotionI18n, NewPromotionTermsChange } from "#schema/promotions";
import type { NewProvider, NewProviderI18n } from "#schema/providers";
import type { NewExternalRating } from "#schema/reviews";
import { onboardingStepSeeds } from "../data/onboarding";
import { ADMIN_USER_ID } from "../data/users";
import {
  PORTAL_ORIGIN,
  PROMOTION_CTA,
  PROMOTIONS,
  TERMS_CHANGES,
  type PromotionSeed,
} from "../data/promotions";
import { providerLocaleText } from "../data/provider-texts";
import { PROVIDERS, providerByKey, type ProviderSeed } from "../data/providers";
import { RATINGS, ratingUrl } from "../data/ratings";
import { addDays, isoDateFromOffset, startOfUtcDay } from "../dates";
import { logoPath } from "../logos";
import { registerCheckDay } from "./register-day";

const HOUR_MS = 3_600_000;

/** Fills in the parts that depend on "today": '{{year}}' in a licence id is the year the licence starts. */
export function resolveProvider(p: ProviderSeed, today: Date): ProviderSeed {
  const year = addDays(today, p.licenseFromDays).getUTCFullYear();
  return { ...p, licenseId: p.licenseId.replace("{{year}}", String(year)) };
}

export function providerRows(today: Date): NewProvider[] {
  return PROVIDERS.map((seed, index) => {
    const p = resolveProvider(seed, today);
    const created = addDays(today, -10 * (index + 1));
    const site = `https://${p.domain}`;
    const handle = p.slug.replace(/-/g, "");
    return {
      id: p.id,
      brand: p.brand,
      domain: p.domain,
      logoUrl: logoPath(p),
      licenseId: p.licenseId,
      licenseFrom: isoDateFromOffset(today, p.licenseFromDays),
      licenseTo: isoDateFromOffset(today, p.licenseToDays),
      licenseStatus: p.licenseStatus,
      licenseCertificateUrl: `https://registry.nba-cyprus.example/licences/${p.licenseId}.pdf`,
      // The licensed ones on the demo register snapshot's day (seed/rows/register.ts).
      licenseVerifiedOn:
        p.licenseStatus === "licensed"
          ? registerCheckDay(today)
          : isoDateFromOffset(today, -3 - (index % 5) * 7),
      // As the demo register snapshot finds them: the licensed providers listed and active.
      registerCheck: p.licenseStatus === "licensed" ? "confirmed" : null,
      licenseClass: p.licenseStatus === "licensed" ? "A" : null,
      licensedDomains: p.licenseStatus === "licensed" ? [p.domain] : null,
      companyLegalName: p.companyLegalName,
      companyRegistrationNo: p.companyRegistrationNo,
      registeredAddress: p.registeredAddress,
      bonusLink: `${site}/promotions`,
      affiliateUrl: p.hasAffiliate
        ? `https://go.betcompare-cyprus.example/r/${p.slug}?utm_source=betcompare`
        : null,
      responsibleUrl: `${site}/responsible-gambling`,
      cashOutType: p.cashOutType,
      liveBetting: p.liveBetting,
      liveStreaming: p.liveStreaming,
      earlyPayout: p.earlyPayout,
      betBuilder: p.betBuilder,
      iosApp: p.iosApp,
      androidApp: p.androidApp,
      liveChat: p.liveChat,
      liveChat247: p.liveChat247,
      payments: p.payments,
      minDeposit: p.minDeposit,
      minWithdraw: p.minWithdraw,
      maxWithdrawal: p.maxWithdrawal,
      withdrawalTime: p.withdrawalTime,
      depositFeeNotes: p.depositFeeNotes,
      withdrawalFeeNotes: p.withdrawalFeeNotes,
      supportEmail: `support@${p.domain}`,
      supportPhone: p.supportPhone,
      supportChannels: p.supportChannels,
      supportHours: p.supportHours,
      supportLangs: p.supportLangs,
      responseTimeHours: p.responseTimeHours,
      facebookUrl: `https://facebook.example/${handle}`,
      twitterUrl: `https://x.example/${handle}`,
      instagramUrl: `https://instagram.example/${handle}`,
      foundationDate: p.foundationDate === "this-year" ? `${today.getUTCFullYear()}-01-01` : p.foundationDate,
      active: p.active,
      featured: p.featured,
      sponsored: p.sponsored ?? false,
      priority: p.priority,
      createdAt: created,
      updatedAt: addDays(created, 3),
    };
  });
}

export function providerTranslationRows(today: Date): NewProviderI18n[] {
  return PROVIDERS.flatMap((seed) => {
    const p = resolveProvider(seed, today);
    return LOCALES.map((locale) => ({ providerId: p.id, locale, ...providerLocaleText(p, locale) }));
  });
}

export function externalRatingRows(today: Date): NewExternalRating[] {
  return RATINGS.map((r) => ({
    providerId: providerByKey(r.providerKey).id,
    source: r.source,
    rating: r.rating,
    scale: SOURCE_RATING_SCALES[r.source],
    reviewCount: r.reviewCount,
    url: ratingUrl(r),
    lastSyncedAt: r.lastSyncedDays === null ? null : addDays(today, r.lastSyncedDays),
  }));
}

export function onboardingRows(): {
  steps: NewProviderOnboardingStep[];
  translations: NewProviderOnboardingStepTranslation[];
} {
  const seeds = onboardingStepSeeds(LOCALES);
  return {
    steps: seeds.map(({ id, providerId, stepNumber, screenshotUrl, active }) => ({
      id,
      providerId,
      stepNumber,
      screenshotUrl,
      active,
    })),
    translations: seeds.flatMap((s) =>
      LOCALES.map((locale) => ({ stepId: s.id, locale, ...s.translations[locale] })),
    ),
  };
}

/** Typical published terms per bonus type (demo figures); null where such offers usually have none. */
const TERMS_BY_TYPE: Record<
  BonusType,
  Pick<NewPromotion, "wageringMultiplier" | "minOdds" | "maxCashout">
> = {
  welcome: { wageringMultiplier: 6, minOdds: 1.8, maxCashout: null },
  no_deposit: { wageringMultiplier: 5, minOdds: 1.5, maxCashout: 50 },
  free_bet: { wageringMultiplier: null, minOdds: 1.5, maxCashout: null },
  cashback: { wageringMultiplier: 1, minOdds: null, maxCashout: 100 },
};

/** Starts at midnight UTC of the offset day; ends at the last second of the offset day. */
export function promotionRows(today: Date): NewPromotion[] {
  const midnight = startOfUtcDay(today);
  return PROMOTIONS.map((p, index) => {
    const startAt = p.startDays === null ? null : addDays(midnight, p.startDays);
    const endAt = p.endDays === null ? null : new Date(addDays(midnight, p.endDays + 1).getTime() - 1000);
    const created = addDays(midnight, Math.min(p.startDays ?? 0, 0) - 3);
    return {
      id: p.id,
      providerId: p.providerKey === null ? null : providerByKey(p.providerKey).id,
      bonusType: p.bonusType,
      startAt,
      endAt,
      priority: p.priority,
      active: p.active,
      ...TERMS_BY_TYPE[p.bonusType],
      termsUrl: `${promotionOrigin(p)}/promotions/${p.path}/terms`,
      termsVerifiedAt: addDays(midnight, -1 - (index % 9)),
      termsChangedAt: lastTermsChange(p.key, today),
      createdAt: created,
      updatedAt: new Date(created.getTime() + 2 * HOUR_MS),
    };
  });
}

const termsChangeAt = (daysAgo: number, today: Date) => addDays(today, -daysAgo);

/** When a seeded promotion's terms last changed (TERMS_CHANGES), or null. */
function lastTermsChange(promotionKey: string, today: Date) {
  const days = TERMS_CHANGES.filter((c) => c.promotionKey === promotionKey).map((c) => c.daysAgo);
  return days.length === 0 ? null : termsChangeAt(Math.min(...days), today);
}

/** The history rows of TERMS_CHANGES, by the seeded admin. */
export function promotionTermsChangeRows(today: Date): NewPromotionTermsChange[] {
  return TERMS_CHANGES.map((c) => ({
    id: c.id,
    promotionId: PROMOTIONS.find((p) => p.key === c.promotionKey)!.id,
    actorUserId: ADMIN_USER_ID,
    changes: c.changes,
    createdAt: termsChangeAt(c.daysAgo, today),
  }));
}

/** Where an offer is published: the provider's site, or the portal for site-wide offers. */
const promotionOrigin = (p: PromotionSeed) =>
  p.providerKey === null ? PORTAL_ORIGIN : `https://${providerByKey(p.providerKey).domain}`;

export function promotionTranslationRows(): NewPromotionI18n[] {
  return PROMOTIONS.flatMap((p) => {
    const origin = promotionOrigin(p);
    return LOCALES.map((locale) => ({
      promotionId: p.id,
      locale,
      title: p.text[locale].title,
      body: p.text[locale].body,
      ctaText: PROMOTION_CTA[p.bonusType][locale],
      url:
        p.providerKey === null
          ? `${origin}/${locale}/${p.path}`
          : `${origin}/${locale}/promotions/${p.path}?ref=betcompare`,
    }));
  });
}
