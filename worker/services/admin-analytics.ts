import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AdminAnalytics, AnalyticsRange } from "#schema/api/admin-analytics";
import { trackingEvents } from "#schema/content";
import { calendarDays, shiftDay } from "#schema/calendar-days";
import { dayStart } from "#schema/cyprus-time";
import { promotions } from "#schema/promotions";
import { providers } from "#schema/providers";
import { reviews } from "#schema/reviews";
import { users } from "#schema/users";
import type { Db } from "../lib/db";
import { createdPerHour, perCyprusDay, utcHour } from "./cyprus-day-counts";
import { PROVIDER_VIEW } from "./provider-views";

/** The click-outs: `/go/...` links to providers and promotions, and banner clicks. */
const CLICK_OUT_TYPES = ["provider_click", "promotion_click", "banner_click"] as const;

const events = trackingEvents;
const isView = sql`${events.type} = ${PROVIDER_VIEW}`;
const sumIf = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`.mapWith(Number);

/**
 * Click-outs, provider page views, new reviews and sign-ups in a range of Cyprus days, aggregated
 * in SQL from covering indexes on the target, placement and locale columns (never the JSON payload;
 * per target in index order, without sorting the events) and read in one round trip.
 */
export async function adminAnalytics(db: Db, range: AnalyticsRange): Promise<AdminAnalytics> {
  const start = dayStart(range.from);
  const end = dayStart(shiftDay(range.to, 1));
  const inRange = and(gte(events.createdAt, start), lt(events.createdAt, end));
  const clicks = and(inArray(events.type, CLICK_OUT_TYPES), inRange);
  const clicksOrViews = and(inArray(events.type, [...CLICK_OUT_TYPES, PROVIDER_VIEW]), inRange);

  // Counted per event type and target first, so the joins below touch a row per target, not per event.
  const perTarget = db
    .select({ type: events.type, targetId: events.targetId, total: count().as("total") })
    .from(events)
    .where(clicksOrViews)
    .groupBy(events.type, events.targetId)
    .as("per_target");
  const providerOf = sql`case ${perTarget.type}
    when 'promotion_click' then ${promotions.providerId}
    when 'banner_click' then null
    else ${perTarget.targetId} end`;
  const targetTotal = (condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(case when ${condition} then ${perTarget.total} else 0 end), 0)`.mapWith(Number);
  const clicksTotal = targetTotal(sql`${perTarget.type} <> ${PROVIDER_VIEW}`);

  const [perProvider, perPlacement, perLocale, eventHours, reviewHours, signupHours] = await db.batch([
    db
      .select({
        providerId: providers.id,
        brand: providers.brand,
        clicks: clicksTotal,
        views: targetTotal(sql`${perTarget.type} = ${PROVIDER_VIEW}`),
      })
      .from(perTarget)
      .leftJoin(promotions, and(eq(perTarget.type, "promotion_click"), eq(promotions.id, perTarget.targetId)))
      .leftJoin(providers, eq(providers.id, providerOf))
      .groupBy(providers.id)
      .orderBy(desc(clicksTotal), providers.brand),
    db
      .select({ placement: events.placement, clicks: count() })
      .from(events)
      .where(clicks)
      .groupBy(events.placement)
      .orderBy(desc(count()), events.placement),
    db
      .select({ locale: events.userLocale, clicks: count() })
      .from(events)
      .where(clicks)
      .groupBy(events.userLocale)
      .orderBy(desc(count()), events.userLocale),
    db
      .select({
        hour: utcHour(events.createdAt),
        clicks: sumIf(sql`not (${isView})`),
        views: sumIf(isView),
      })
      .from(events)
      .where(clicksOrViews)
      .groupBy(utcHour(events.createdAt)),
    createdPerHour(db, reviews, start, end),
    createdPerHour(db, users, start, end),
  ]);

  const days = calendarDays(range.from, range.to);
  const eventDays = perCyprusDay(days, ["clicks", "views"], eventHours);
  const reviewDays = perCyprusDay(days, ["total"], reviewHours);
  const signupDays = perCyprusDay(days, ["total"], signupHours);
  const daily = days.map((day) => ({
    day,
    clicks: eventDays.get(day)?.clicks ?? 0,
    views: eventDays.get(day)?.views ?? 0,
    reviews: reviewDays.get(day)?.total ?? 0,
    signups: signupDays.get(day)?.total ?? 0,
  }));
  const sum = (key: "clicks" | "views" | "reviews" | "signups") =>
    daily.reduce((total, day) => total + day[key], 0);
  return {
    from: range.from,
    to: range.to,
    totals: { clicks: sum("clicks"), views: sum("views"), reviews: sum("reviews"), signups: sum("signups") },
    providers: perProvider.map((row) => ({ ...row, conversion: conversion(row.clicks, row.views) })),
    placements: perPlacement,
    locales: perLocale,
    daily,
  };
}

/** Click-outs per provider page view; null when the page was never viewed. */
export const conversion = (clicks: number, views: number) => (views > 0 ? clicks / views : null);
