import type { Context } from "hono";
import { analyticsRangeSchema } from "#schema/api/admin-analytics";
import { optionalMonthSchema } from "#schema/api/contest";
import type { PageReads } from "#schema/api/page-reads";
import { asJson } from "./lib/as-json";
import type { Db } from "./lib/db";
import { payoutKeyOf } from "./lib/payout-key";
import { idParam } from "./lib/route-inputs";
import { parsedInput } from "./lib/validate";
import { passGuard } from "./middleware/session";
import { analyticsReaders } from "./routes/admin/analytics";
import { auditLogPage, auditLogReaders } from "./routes/admin/audit-log";
import { bannerEditors } from "./routes/admin/banners";
import { mediators } from "./routes/admin/complaint-case";
import { complaintMediators, complaintQueueQuery } from "./routes/admin/complaint-queue";
import { dashboardReaders } from "./routes/admin/dashboard";
import { externalRatingEditors } from "./routes/admin/external-ratings";
import { subscriberReaders, subscriberSearch } from "./routes/admin/newsletter";
import { found, onboardingEditors } from "./routes/admin/onboarding";
import { prizeEditors } from "./routes/admin/prizes";
import { productionSyncers, productionSyncStatus } from "./routes/admin/production-sync";
import { promotionEditorsOrTranslators } from "./routes/admin/promotions";
import { providerEditorsOrTranslators } from "./routes/admin/providers";
import { representativeAdmins } from "./routes/admin/representatives";
import { repliesQueuePage, replyModerators } from "./routes/admin/replies";
import { appealsPage, moderationList, moderators } from "./routes/admin/reviews";
import { staffSearch, userAdmins } from "./routes/admin/users";
import { adminAnalytics } from "./services/admin-analytics";
import { listComplaintQueue } from "./services/admin-complaint-queue";
import { listAdminBanners } from "./services/admin-banners";
import { adminDashboard } from "./services/admin-dashboard";
import { readAdminComplaintCase } from "./services/complaints";
import { listAdminExternalRatings } from "./services/admin-external-ratings";
import { listOnboardingProviders, listProviderSteps } from "./services/admin-onboarding";
import { listAdminPromotions } from "./services/admin-promotions";
import { listAdminProviders } from "./services/admin-providers";
import { searchStaffUsers } from "./services/admin-users";
import { listAuditLog } from "./services/audit-log";
import { listSubscribers } from "./services/newsletter";
import { listPendingPrizes, listPrizeHistory } from "./services/prize-awards";
import { listRepresentatives } from "./services/representative-invitations";
import { listPendingReplies } from "./services/reply-moderation";
import { listOpenAppeals } from "./services/review-appeals-queue";
import { listModerationReviews } from "./services/review-moderation";
import type { AppEnv } from "./types";

/**
 * The back office's page reads (schema/api/page-reads.ts): each passes its route's guard first, then
 * reads its input with the route's schema.
 */
export function adminPageReads(c: Context<AppEnv>, db: Db): PageReads["admin"] {
  /** `read`'s answer, as JSON carries it, once the signed-in user passes `guard`. */
  const guarded = async <T>(guard: Parameters<typeof passGuard>[1], read: () => Promise<T>) => {
    passGuard(c, guard);
    return asJson(await read());
  };
  return {
    dashboard: () => guarded(dashboardReaders, () => adminDashboard(db, new Date())),
    analytics: (range) =>
      guarded(analyticsReaders, () => adminAnalytics(db, parsedInput(analyticsRangeSchema, range))),
    auditLog: (page) => guarded(auditLogReaders, () => listAuditLog(db, parsedInput(auditLogPage, page))),
    banners: () => guarded(bannerEditors, () => listAdminBanners(db)),
    complaint: (id) => guarded(mediators, () => readAdminComplaintCase(db, parsedInput(idParam, { id }).id)),
    complaintQueue: (query) =>
      guarded(complaintMediators, () =>
        listComplaintQueue(db, parsedInput(complaintQueueQuery, query), new Date()),
      ),
    externalRatings: () => guarded(externalRatingEditors, () => listAdminExternalRatings(db)),
    subscribers: (q) =>
      guarded(subscriberReaders, () => listSubscribers(db, parsedInput(subscriberSearch, { q }).q)),
    onboardingProviders: () => guarded(onboardingEditors, () => listOnboardingProviders(db)),
    providerSteps: (providerId) =>
      guarded(onboardingEditors, async () =>
        found(await listProviderSteps(db, parsedInput(idParam, { id: providerId }).id)),
      ),
    pendingPrizes: (month) =>
      guarded(prizeEditors, async () =>
        listPendingPrizes(db, await payoutKeyOf(c), parsedInput(optionalMonthSchema, { month }).month),
      ),
    prizeHistory: () => guarded(prizeEditors, async () => listPrizeHistory(db, await payoutKeyOf(c))),
    productionSync: () => guarded(productionSyncers, () => productionSyncStatus(c)),
    promotions: () => guarded(promotionEditorsOrTranslators, () => listAdminPromotions(db)),
    providers: () => guarded(providerEditorsOrTranslators, () => listAdminProviders(db)),
    reviews: ({ flagged, ...which }) =>
      guarded(moderators, () =>
        listModerationReviews(
          db,
          parsedInput(moderationList, {
            ...which,
            flagged: flagged === undefined ? undefined : String(flagged),
          }),
        ),
      ),
    appeals: (page) => guarded(moderators, () => listOpenAppeals(db, parsedInput(appealsPage, page))),
    representatives: () => guarded(representativeAdmins, () => listRepresentatives(db)),
    replies: (page) =>
      guarded(replyModerators, () => listPendingReplies(db, parsedInput(repliesQueuePage, page))),
    staffUsers: (q) => guarded(userAdmins, () => searchStaffUsers(db, parsedInput(staffSearch, { q }).q)),
  };
}
