import { and, asc, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import { DASHBOARD_DAYS, DASHBOARD_RECENT, type AdminDashboard } from "#schema/api/admin-dashboard";
import { calendarDays, shiftDay } from "#schema/calendar-days";
import { nicosiaDate } from "#schema/cyprus-time";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers, providersI18n } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { createdPerHour, HOUR_MS, perCyprusDay } from "./cyprus-day-counts";
import { livePromotion } from "./promotions";
import { reportedReviewsCount } from "./review-reports";

const DAY_MS = 24 * HOUR_MS;

/** The chart's days, oldest first: `DASHBOARD_DAYS` Cyprus calendar days ending with today. */
export function chartDays(now: Date): string[] {
  const today = nicosiaDate(now);
  return calendarDays(shiftDay(today, 1 - DASHBOARD_DAYS), today);
}

/** The figures, lists and chart of the back office's dashboard, read in one round trip. */
export async function adminDashboard(db: Db, now: Date): Promise<AdminDashboard> {
  // A day more than the chart covers, so its first Cyprus day is whole whatever the offset.
  const since = new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS);
  const [
    [allProviders],
    [activeProviders],
    [activePromotions],
    [pendingReviews],
    [reportedReviews],
    [allUsers],
    [verifiedUsers],
    recentProviders,
    recentPromotions,
    reviewHours,
    signupHours,
    registerAlerts,
  ] = await db.batch([
    db.select({ total: count() }).from(providers),
    db.select({ total: count() }).from(providers).where(eq(providers.active, true)),
    db.select({ total: count() }).from(promotions).where(livePromotion(now)),
    db.select({ total: count() }).from(reviews).where(eq(reviews.status, "pending")),
    reportedReviewsCount(db),
    db.select({ total: count() }).from(users),
    db.select({ total: count() }).from(users).where(eq(users.emailVerified, true)),
    db
      .select({
        id: providers.id,
        brand: providers.brand,
        active: providers.active,
        createdAt: providers.createdAt,
      })
      .from(providers)
      .orderBy(desc(providers.createdAt))
      .limit(DASHBOARD_RECENT),
    db
      .select({
        id: promotions.id,
        title: promotionsI18n.title,
        bonusType: promotions.bonusType,
        providerBrand: providers.brand,
        active: promotions.active,
        createdAt: promotions.createdAt,
      })
      .from(promotions)
      .leftJoin(
        promotionsI18n,
        and(eq(promotionsI18n.promotionId, promotions.id), eq(promotionsI18n.locale, "en")),
      )
      .leftJoin(providers, eq(providers.id, promotions.providerId))
      .orderBy(desc(promotions.createdAt))
      .limit(DASHBOARD_RECENT),
    createdPerHour(db, reviews, since),
    createdPerHour(db, users, since),
    db
      .select({
        id: providers.id,
        brand: providers.brand,
        slug: providersI18n.slug,
        registerCheck: providers.registerCheck,
        active: providers.active,
      })
      .from(providers)
      .leftJoin(
        providersI18n,
        and(eq(providersI18n.providerId, providers.id), eq(providersI18n.locale, "en")),
      )
      // Providers the site holds to be licensed that the register does not confirm: a provider
      // already known to be suspended or expired shows no licence, and the register agreeing is no news.
      .where(
        and(
          eq(providers.licenseStatus, "licensed"),
          isNotNull(providers.registerCheck),
          ne(providers.registerCheck, "confirmed"),
        ),
      )
      .orderBy(asc(providers.brand)),
  ]);
  const days = chartDays(now);
  const reviewsPerDay = perCyprusDay(days, ["total"], reviewHours);
  const signupsPerDay = perCyprusDay(days, ["total"], signupHours);
  const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });
  return {
    counts: {
      providers: allProviders?.total ?? 0,
      activeProviders: activeProviders?.total ?? 0,
      activePromotions: activePromotions?.total ?? 0,
      pendingReviews: pendingReviews?.total ?? 0,
      reportedReviews: reportedReviews?.count ?? 0,
      users: allUsers?.total ?? 0,
      verifiedUsers: verifiedUsers?.total ?? 0,
    },
    registerAlerts: registerAlerts.map((row) => ({ ...row, registerCheck: row.registerCheck! })),
    recentProviders: recentProviders.map(iso),
    recentPromotions: recentPromotions.map(iso),
    daily: days.map((day) => ({
      day,
      reviews: reviewsPerDay.get(day)?.total ?? 0,
      signups: signupsPerDay.get(day)?.total ?? 0,
    })),
  };
}
