import { and, eq, sql } from "drizzle-orm";
import { DAILY_REVIEW_LIMIT } from "#schema/review-rules";
import type { Locale } from "#schema/locales";
import { reviewLimits } from "#schema/reviews";
import type { Db } from "../lib/db";

export type CanReviewStatus = { canReview: boolean; reason: string; reviewsRemainingToday: number };

// The site serves Cyprus: "a day" is the local calendar day, whose midnight moves with summer time.
const nicosiaDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Nicosia",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** 'YYYY-MM-DD' of `now` in Cyprus; built from parts so no locale's date order can leak in. */
export function nicosiaDate(now: Date): string {
  const parts = Object.fromEntries(nicosiaDay.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const LIMIT_REACHED: Record<Locale, string> = {
  el: `Έχετε φτάσει το ημερήσιο όριο των ${DAILY_REVIEW_LIMIT} κριτικών. Δοκιμάστε ξανά αύριο.`,
  en: `You have reached the daily limit of ${DAILY_REVIEW_LIMIT} reviews. Try again tomorrow.`,
  ru: `Вы достигли дневного лимита в ${DAILY_REVIEW_LIMIT} отзывов. Попробуйте снова завтра.`,
  he: `הגעתם למגבלה היומית של ${DAILY_REVIEW_LIMIT} ביקורות. נסו שוב מחר.`,
  uk: `Ви досягли денного ліміту в ${DAILY_REVIEW_LIMIT} відгуків. Спробуйте знову завтра.`,
  fr: `Vous avez atteint la limite quotidienne de ${DAILY_REVIEW_LIMIT} avis. Réessayez demain.`,
};

export async function getCanReview(
  db: Db,
  userId: string,
  locale: Locale,
  now: Date,
): Promise<CanReviewStatus> {
  const [row] = await db
    .select({ reviewCount: reviewLimits.reviewCount })
    .from(reviewLimits)
    .where(and(eq(reviewLimits.userId, userId), eq(reviewLimits.limitDate, nicosiaDate(now))))
    .limit(1);
  const reviewsRemainingToday = Math.max(0, DAILY_REVIEW_LIMIT - (row?.reviewCount ?? 0));
  const canReview = reviewsRemainingToday > 0;
  return { canReview, reason: canReview ? "" : LIMIT_REACHED[locale], reviewsRemainingToday };
}

/**
 * Counts one review against today's limit. Returned unexecuted so the reviews service can put it in
 * the same db.batch() as the review insert: the count and the review then stand or fall together.
 */
export function recordReview(db: Db, userId: string, now: Date) {
  return db
    .insert(reviewLimits)
    .values({ userId, limitDate: nicosiaDate(now), reviewCount: 1 })
    .onConflictDoUpdate({
      target: [reviewLimits.userId, reviewLimits.limitDate],
      set: { reviewCount: sql`${reviewLimits.reviewCount} + 1` },
    });
}
