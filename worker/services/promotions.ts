import { and, asc, desc, eq, exists, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { PublicTermsChange } from "#schema/api/promotions";
import type { BonusType } from "#schema/enums";
import type { Locale } from "#schema/locales";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../lib/db";
import { licenceConfirmedSql } from "./licence-gate";
import { localesToRead, translationsByOwner } from "./locale-fallback";
import { historyByPromotion, publicTermsHistory, termsRecentlyChanged } from "./promotion-terms";

export type PublicPromotion = {
  id: string;
  providerId: string | null;
  providerBrand: string | null;
  providerSponsored: boolean;
  bonusType: (typeof promotions.$inferSelect)["bonusType"];
  startAt: Date | null;
  endAt: Date | null;
  priority: number;
  active: boolean;
  title: string;
  body: string | null;
  ctaText: string | null;
  ctaUrl: string | null;
  wageringMultiplier: number | null;
  minOdds: number | null;
  maxCashout: number | null;
  termsUrl: string | null;
  termsVerifiedAt: Date | null;
  termsChangedAt: Date | null;
  termsRecentlyChanged: boolean;
  termsHistory: PublicTermsChange[];
};

/**
 * What visitors see: active, already started (or no start) and not yet ended (or no end), so an
 * expired promotion disappears by itself.
 */
export const livePromotion = (now: Date) =>
  and(
    eq(promotions.active, true),
    or(isNull(promotions.startAt), lte(promotions.startAt, now)),
    or(isNull(promotions.endAt), gte(promotions.endAt, now)),
  );

/**
 * A site-wide offer, or one whose provider's licence is confirmed: the offers of a provider the
 * regulator's register does not confirm are not shown at all (promoting them is an offence).
 */
const offeredLawfully = (db: Db) =>
  or(
    isNull(promotions.providerId),
    exists(
      db
        .select({ id: providers.id })
        .from(providers)
        .where(and(eq(providers.id, promotions.providerId), licenceConfirmedSql)),
    ),
  );

/** Which of the list: one bonus type, and `limit` rows after the first `offset`. */
export type PromotionListOptions = { type?: BonusType; limit?: number; offset?: number };

/** Texts in `locale` or English. */
const readableIn = (locale: Locale) => inArray(promotionsI18n.locale, localesToRead(locale));

/**
 * The listed promotions, in list order: live ones with a text in `locale` or English (of one type
 * if asked), highest priority first (ties by start, then id), one stretch of them if asked.
 */
function inListOrder<Q extends SQLiteSelect>(
  db: Db,
  query: Q,
  locale: Locale,
  now: Date,
  { type, limit, offset = 0 }: PromotionListOptions,
) {
  const hasText = exists(
    db
      .select({ id: promotionsI18n.promotionId })
      .from(promotionsI18n)
      .where(and(eq(promotionsI18n.promotionId, promotions.id), readableIn(locale))),
  );
  return (
    query
      .where(
        and(
          livePromotion(now),
          hasText,
          offeredLawfully(db),
          type ? eq(promotions.bonusType, type) : undefined,
        ),
      )
      .orderBy(desc(promotions.priority), asc(promotions.startAt), asc(promotions.id))
      // SQLite takes no OFFSET without a LIMIT, and drizzle writes none for a negative one: "all the
      // rest" is the largest limit a number holds exactly.
      .limit(limit ?? Number.MAX_SAFE_INTEGER)
      .offset(offset)
  );
}

/**
 * The listed promotions (`inListOrder`), each with its texts in `locale` (English where missing) and
 * the public history of its terms.
 */
export async function listLivePromotions(
  db: Db,
  locale: Locale,
  now: Date,
  options: PromotionListOptions = {},
): Promise<PublicPromotion[]> {
  const listedIds = () =>
    inListOrder(db, db.select({ id: promotions.id }).from(promotions).$dynamic(), locale, now, options);
  const [rows, translations, history] = await Promise.all([
    inListOrder(
      db,
      db
        .select({
          promotion: promotions,
          providerBrand: providers.brand,
          providerSponsored: providers.sponsored,
        })
        .from(promotions)
        .leftJoin(providers, eq(providers.id, promotions.providerId))
        .$dynamic(),
      locale,
      now,
      options,
    ),
    // Only the listed promotions' texts, found through (promotion_id, locale): not every offer's.
    db
      .select()
      .from(promotionsI18n)
      .where(and(inArray(promotionsI18n.promotionId, listedIds()), readableIn(locale))),
    publicTermsHistory(db, listedIds()),
  ]);
  const byPromotion = translationsByOwner(translations, locale, (t) => t.promotionId);
  const historyOf = historyByPromotion(history);
  return rows.flatMap(({ promotion, providerBrand, providerSponsored }) => {
    const t = byPromotion.get(promotion.id);
    if (!t) return [];
    return [
      {
        id: promotion.id,
        providerId: promotion.providerId,
        providerBrand,
        // No provider (a site-wide offer): nothing is ranked for pay.
        providerSponsored: providerSponsored ?? false,
        bonusType: promotion.bonusType,
        startAt: promotion.startAt,
        endAt: promotion.endAt,
        priority: promotion.priority,
        active: promotion.active,
        title: t.title,
        body: t.body,
        ctaText: t.ctaText,
        ctaUrl: t.url,
        wageringMultiplier: promotion.wageringMultiplier,
        minOdds: promotion.minOdds,
        maxCashout: promotion.maxCashout,
        termsUrl: promotion.termsUrl,
        termsVerifiedAt: promotion.termsVerifiedAt,
        termsChangedAt: promotion.termsChangedAt,
        termsRecentlyChanged: termsRecentlyChanged(promotion.termsChangedAt, now),
        termsHistory: historyOf.get(promotion.id) ?? [],
      },
    ];
  });
}
