import type { BonusType, ReviewStatus } from "../enums";
import type { Locale } from "../locales";
import type { AuditLogEntry } from "./admin";
import type { AdminAnalytics, AnalyticsRange } from "./admin-analytics";
import type { AdminBanner } from "./admin-banners";
import type { ComplaintQueue, ComplaintQueueFilter } from "./admin-complaint-queue";
import type { ProviderComplaints } from "./complaint-stats";
import type { AdminDashboard } from "./admin-dashboard";
import type { AdminExternalRating } from "./admin-external-ratings";
import type { AdminOnboardingStep, OnboardingProvider } from "./admin-onboarding";
import type { ProductionSyncStatus } from "./admin-production-sync";
import type { AdminPromotion } from "./admin-promotions";
import type { AdminProvider } from "./admin-providers";
import type { StaffUser } from "./admin-users";
import type { BannerPage, PublicBanner } from "./banners";
import type { AdminComplaintCase, ComplaintCase, MyComplaint } from "./complaints";
import type { ContestEligibility, Leaderboard, MyPosition, PrizeAward } from "./contest";
import type { NewsletterSubscriberList } from "./newsletter";
import type { SavedPaymentMethod } from "./payment-method";
import type { Profile } from "./profile";
import type { AdminRepresentative, MyCompany } from "./representatives";
import type { PublicPromotion } from "./promotions";
import type { OnboardingStep, ProviderCardData, ProviderDetail } from "./providers";
import type { ExternalRating, RatingsSummary } from "./ratings";
import type { MyReview } from "./review-decisions";
import type { TransparencyReport } from "./transparency";
import type { AdminReplyQueue } from "./review-replies";
import type { AdminAppealList, AdminReviewList, CanReview, PublicReview } from "./reviews";
import type { UiStringPart, UiStringRow, UiStrings } from "./ui-strings";
import type { Me } from "./user";

/**
 * What the loaders of a page the Worker renders read (worker/page-reads.ts), straight from the
 * services the API's routes call, with the request's database and the session it read: each answers
 * exactly what its `GET /api/…` route answers, as JSON carries it (a date is its ISO text), since
 * the page carries its reads to the browser under the keys its islands and the app ask the API with.
 * A read fails as its route does (an unknown provider's parts, a signed-in read without a session),
 * but for `provider`, which is null when no active provider has that name (the page is a 404).
 */
export type PageReads = {
  /** GET /api/me */
  me: () => Promise<Me>;
  /** GET /api/ui-strings?locale=&part= */
  uiStrings: (locale: Locale, part: UiStringPart) => Promise<UiStrings>;
  /** GET /api/ui-strings: every string in every language (the back office's table) */
  uiStringsTable: () => Promise<UiStringRow[]>;
  /** GET /api/provider-cards?locale=&featured=&limit= (no limit, or 0: all of them) */
  providerCards: (
    locale: Locale,
    which: { featured?: boolean; limit?: number },
  ) => Promise<ProviderCardData[]>;
  /** GET /api/providers/{key}?locale= */
  provider: (key: string, locale: Locale) => Promise<ProviderDetail | null>;
  /** GET /api/providers/{key}/ratings?locale= */
  ratings: (key: string, locale: Locale) => Promise<RatingsSummary>;
  /** GET /api/providers/{key}/external-ratings?locale= */
  externalRatings: (key: string, locale: Locale) => Promise<ExternalRating[]>;
  /** GET /api/providers/{key}/reviews?locale=&limit=&offset= */
  reviews: (key: string, locale: Locale, page: { limit: number; offset: number }) => Promise<PublicReview[]>;
  /** GET /api/providers/{key}/complaints?locale=&page= */
  providerComplaints: (key: string, locale: Locale, page: number) => Promise<ProviderComplaints>;
  /** GET /api/providers/{key}/onboarding?locale= */
  onboarding: (key: string, locale: Locale) => Promise<OnboardingStep[]>;
  /** GET /api/promotions?locale=&type=&limit=&offset= */
  promotions: (
    locale: Locale,
    which: { type?: BonusType; limit?: number; offset?: number },
  ) => Promise<PublicPromotion[]>;
  /** GET /api/banners?page=&locale=: counts a view of each capped banner it answers, as the route does. */
  banners: (page: BannerPage, locale: Locale) => Promise<PublicBanner[]>;
  /** GET /api/leaderboard/monthly/{month} */
  leaderboard: (month: string) => Promise<Leaderboard>;
  /** GET /api/leaderboard/my-position?month= (signed in) */
  myPosition: (month: string) => Promise<MyPosition>;
  /** GET /api/transparency?month= */
  transparency: (month: string) => Promise<TransparencyReport>;
  /** GET /api/user/profile (signed in) */
  profile: () => Promise<Profile>;
  /** GET /api/user/company (signed in) */
  company: () => Promise<MyCompany>;
  /** GET /api/user/payment-method (signed in) */
  paymentMethod: () => Promise<SavedPaymentMethod | null>;
  /** GET /api/user/can-review (signed in) */
  canReview: () => Promise<CanReview>;
  /** GET /api/user/contest-eligibility (signed in) */
  contestEligibility: () => Promise<ContestEligibility>;
  /** GET /api/user/reviews?locale=&providerId= (signed in) */
  myReviews: (locale: Locale, providerId?: string) => Promise<MyReview[]>;
  /** GET /api/user/complaints (signed in) */
  myComplaints: () => Promise<MyComplaint[]>;
  /** GET /api/complaints/{id}?locale=: null where the route answers 404 (unknown, or not the visitor's to see) */
  complaint: (id: string, locale: Locale) => Promise<ComplaintCase | null>;
  /** The back office's reads, each behind its route's permission (a 403 without it). */
  admin: AdminPageReads;
};

/** GET /api/admin/…: what the back office's pages read. */
type AdminPageReads = {
  /** GET /api/admin/dashboard */
  dashboard: () => Promise<AdminDashboard>;
  /** GET /api/admin/analytics?from=&to= */
  analytics: (range: AnalyticsRange) => Promise<AdminAnalytics>;
  /** GET /api/admin/audit-log?limit=&offset= */
  auditLog: (page: { limit: number; offset: number }) => Promise<AuditLogEntry[]>;
  /** GET /api/admin/banners */
  banners: () => Promise<AdminBanner[]>;
  /** GET /api/admin/complaints?status=&providerId=&page= */
  complaintQueue: (query: {
    status: ComplaintQueueFilter;
    providerId?: string;
    page: number;
  }) => Promise<ComplaintQueue>;
  /** GET /api/admin/external-ratings */
  externalRatings: () => Promise<AdminExternalRating[]>;
  /** GET /api/admin/newsletter/subscribers?q= */
  subscribers: (q: string) => Promise<NewsletterSubscriberList>;
  /** GET /api/admin/onboarding/providers */
  onboardingProviders: () => Promise<OnboardingProvider[]>;
  /** GET /api/admin/providers/{id}/onboarding */
  providerSteps: (providerId: string) => Promise<AdminOnboardingStep[]>;
  /** GET /api/admin/prizes/pending?month= (every month's when absent) */
  pendingPrizes: (month: string | undefined) => Promise<PrizeAward[]>;
  /** GET /api/admin/prizes/history */
  prizeHistory: () => Promise<PrizeAward[]>;
  /** GET /api/admin/production-sync */
  productionSync: () => Promise<ProductionSyncStatus>;
  /** GET /api/admin/promotions */
  promotions: () => Promise<AdminPromotion[]>;
  /** GET /api/admin/providers */
  providers: () => Promise<AdminProvider[]>;
  /** GET /api/admin/reviews?status=&flagged=&limit=&offset= */
  reviews: (which: {
    status: ReviewStatus | "all";
    flagged?: boolean;
    limit: number;
    offset: number;
  }) => Promise<AdminReviewList>;
  /** GET /api/admin/reviews/appeals?limit=&offset= */
  appeals: (page: { limit: number; offset: number }) => Promise<AdminAppealList>;
  /** GET /api/admin/representatives */
  representatives: () => Promise<AdminRepresentative[]>;
  /** GET /api/admin/replies?limit=&offset= */
  replies: (page: { limit: number; offset: number }) => Promise<AdminReplyQueue>;
  /** GET /api/admin/complaints/{id} */
  complaint: (id: string) => Promise<AdminComplaintCase>;
  /** GET /api/admin/users?q= */
  staffUsers: (q: string) => Promise<StaffUser[]>;
};
