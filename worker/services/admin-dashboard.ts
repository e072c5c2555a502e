import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { DASHBOARD_DAYS, DASHBOARD_RECENT, type AdminDashboard } from "#schema/api/admin-dashboard";
import { nicosiaDate } from "#schema/cyprus-time";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { livePromotion } from "./promotions";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The chart's days, oldest first: `DASHBOARD_DAYS` Cyprus calendar days ending with today. */
export function chartDays(now: Date): string[] {
  const [year, month, day] = nicosiaDate(now).split("-").map(Number) as [number, number, number];
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (DASHBOARD_DAYS - 1 - index))).toISOString().slice(0, 10),
  );
}

/**
 * Rows created since `since`, counted per UTC hour in SQL. Cyprus is a whole number of hours from
 * UTC, so every hour falls inside one Cyprus day: the days are summed from the hours without
 * loading a row per review or sign-up.
 */
const perHour = (db: Db, table: typeof reviews | typeof users, since: Date) => {
  const hour = sql<number>`${table.createdAt} / ${HOUR_MS}`;
  return db.select({ hour, total: count() }).from(table).where(gte(table.createdAt, since)).groupBy(hour);
};

function perDay(days: string[], hours: { hour: number; total: number }[]) {
  const totals = new Map(days.map((day) => [day, 0]));
  for (const { hour, total } of hours) {
    const day = nicosiaDate(new Date(hour * HOUR_MS));
    const sum = totals.get(day);
    if (sum !== undefined) totals.set(day, sum + total);
  }
  return totals;
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
    [allUsers],
    [verifiedUsers],
    recentProviders,
    recentPromotions,
    reviewHours,
    signupHours,
  ] = await db.batch([
    db.select({ total: count() }).from(providers),
    db.select({ total: count() }).from(providers).where(eq(providers.active, true)),
    db.select({ total: count() }).from(promotions).where(livePromotion(now)),
    db.select({ total: count() }).from(reviews).where(eq(reviews.status, "pending")),
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
    perHour(db, reviews, since),
    perHour(db, users, since),
  ]);
  const days = chartDays(now);
  const reviewsPerDay = perDay(days, reviewHours);
  const signupsPerDay = perDay(days, signupHours);
  const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });
  return {
    counts: {
      providers: allProviders?.total ?? 0,
      activeProviders: activeProviders?.total ?? 0,
      activePromotions: activePromotions?.total ?? 0,
      pendingReviews: pendingReviews?.total ?? 0,
      users: allUsers?.total ?? 0,
      verifiedUsers: verifiedUsers?.total ?? 0,
    },
    recentProviders: recentProviders.map(iso),
    recentPromotions: recentPromotions.map(iso),
    daily: days.map((day) => ({
      day,
      reviews: reviewsPerDay.get(day) ?? 0,
      signups: signupsPerDay.get(day) ?? 0,
    })),
  };
}
