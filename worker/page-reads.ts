import type { Context } from "hono";
import { optionalMonthSchema } from "#schema/api/contest";
import type { PageReads } from "#schema/api/page-reads";
import { adminPageReads } from "./admin-page-reads";
import { asJson } from "./lib/as-json";
import type { Db } from "./lib/db";
import { onOfferBreak, providerSeenBy, providersSeenBy } from "./lib/offer-break";
import { payoutKeyOf } from "./lib/payout-key";
import { idParam } from "./lib/route-inputs";
import { parsedInput } from "./lib/validate";
import { signedInUser } from "./middleware/session";
import { meOf } from "./routes/auth";
import { myCompany } from "./services/representative-invitations";
import { bannersShown } from "./routes/banners";
import { complaintsPageQuery, found } from "./routes/providers";
import { transparencyMonth } from "./routes/transparency";
import { myReviewsQuery, profileOf } from "./routes/user";
import { getCanReview } from "./services/can-review";
import { myComplaints, readComplaintCase } from "./services/complaints";
import { ApiMessageError } from "./lib/errors";
import { getLeaderboard, getMyPosition } from "./services/contest";
import { getContestEligibility } from "./services/contest-eligibility";
import { listMyReviews } from "./services/my-reviews";
import { listOnboardingSteps } from "./services/onboarding";
import { listProviderComplaints } from "./services/provider-complaints";
import { getPaymentMethod } from "./services/payment-methods";
import { listLivePromotions } from "./services/promotions";
import { findActiveProvider, listActiveProviderCards } from "./services/providers";
import { listExternalRatings, ratingsSummary } from "./services/ratings";
import { listProviderReviews } from "./services/reviews";
import { getTransparencyReport } from "./services/transparency";
import { listUiStrings, uiStringsForLocale } from "./services/ui-strings";
import type { AppEnv } from "./types";

/** A provider's name in a page's address as the API's `:id` takes it; null when it could be none. */
const providerKey = (key: string) => idParam.safeParse({ id: key }).data?.id ?? null;

/** A part of the provider `key` names, which answers as the API's does when there is none: 404. */
async function partOf<T>(key: string, read: (id: string) => Promise<T | null>) {
  const id = providerKey(key);
  return asJson(found(id === null ? null : await read(id)));
}

/**
 * The reads of the page `c` renders (schema/api/page-reads.ts), on `db`, the render's database
 * (one D1 session, its statements sent together), as the signed-in user the page's session read
 * found. `onViewsCookie` gets each `banner_views` cookie a banner read sets: the page's answer
 * carries it.
 */
export function pageReads(c: Context<AppEnv>, db: Db, onViewsCookie: (cookie: string) => void): PageReads {
  const userId = () => signedInUser(c).id;
  return {
    me: async () => asJson(meOf(c.get("user"))),
    uiStrings: (locale, part) => uiStringsForLocale(db, locale, part),
    providerCards: async (locale, { featured = false, limit }) =>
      providersSeenBy(
        c,
        asJson(
          await listActiveProviderCards(db, locale, { featuredOnly: featured, limit: limit || undefined }),
        ),
      ),
    provider: async (key, locale) => {
      const id = providerKey(key);
      const provider = id === null ? null : await findActiveProvider(db, id, locale);
      return provider && providerSeenBy(c, asJson(provider));
    },
    ratings: (key, locale) => partOf(key, (id) => ratingsSummary(db, id, locale)),
    externalRatings: (key, locale) => partOf(key, (id) => listExternalRatings(db, id, locale)),
    reviews: (key, locale, page) =>
      partOf(key, (id) => listProviderReviews(db, id, locale, page, c.get("user")?.id ?? null)),
    onboarding: (key, locale) => partOf(key, (id) => listOnboardingSteps(db, id, locale)),
    providerComplaints: (key, locale, page) => {
      parsedInput(complaintsPageQuery, { locale, page });
      return partOf(key, (id) => listProviderComplaints(db, id, locale, page));
    },
    promotions: async (locale, which) =>
      onOfferBreak(c) ? [] : asJson(await listLivePromotions(db, locale, new Date(), which)),
    banners: async (page, locale) => {
      const { banners, viewsCookie } = await bannersShown(c, db, page, locale);
      if (viewsCookie) onViewsCookie(viewsCookie);
      return banners;
    },
    uiStringsTable: async () => asJson(await listUiStrings(db)),
    leaderboard: async (month) => {
      parsedInput(optionalMonthSchema, { month });
      return asJson(await getLeaderboard(db, month, new Date()));
    },
    myPosition: async (month) => {
      parsedInput(optionalMonthSchema, { month });
      return asJson(await getMyPosition(db, userId(), month, new Date()));
    },
    transparency: async (month) => {
      parsedInput(optionalMonthSchema, { month });
      return asJson(await getTransparencyReport(db, transparencyMonth(month, new Date())));
    },
    profile: async () => asJson(await profileOf(db, userId())),
    company: async () => asJson(await myCompany(db, userId())),
    paymentMethod: async () => asJson(await getPaymentMethod(db, await payoutKeyOf(c), userId())),
    canReview: async () => asJson(await getCanReview(db, userId(), new Date())),
    contestEligibility: async () => asJson(await getContestEligibility(db, userId())),
    myReviews: async (locale, providerId) => {
      const query = parsedInput(myReviewsQuery, { locale, providerId });
      return asJson(await listMyReviews(db, userId(), query.locale, query.providerId));
    },
    myComplaints: async () => asJson(await myComplaints(db, userId())),
    complaint: async (id, locale) => {
      try {
        return asJson(await readComplaintCase(db, c.get("user"), id, locale));
      } catch (error) {
        if (error instanceof ApiMessageError && error.status === 404) return null;
        throw error;
      }
    },
    admin: adminPageReads(c, db),
  };
}
