import { asc, desc, eq, inArray } from "drizzle-orm";
import { API_DEFAULT_LOCALE, type Locale } from "#schema/locales";
import { promotions, promotionsI18n, type PromotionI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import type { Db } from "../lib/db";

export type PublicPromotion = {
  id: string;
  providerId: string | null;
  providerBrand: string | null;
  bonusType: (typeof promotions.$inferSelect)["bonusType"];
  startAt: Date | null;
  endAt: Date | null;
  priority: number;
  active: boolean;
  title: string;
  body: string | null;
  ctaText: string | null;
  ctaUrl: string | null;
};

/** Active promotions, highest priority first, with texts in `locale` (English where missing). */
export async function listActivePromotions(db: Db, locale: Locale): Promise<PublicPromotion[]> {
  const [rows, translations] = await Promise.all([
    db
      .select({ promotion: promotions, providerBrand: providers.brand })
      .from(promotions)
      .leftJoin(providers, eq(providers.id, promotions.providerId))
      .where(eq(promotions.active, true))
      .orderBy(desc(promotions.priority), asc(promotions.startAt)),
    db
      .select()
      .from(promotionsI18n)
      .where(inArray(promotionsI18n.locale, [...new Set([locale, API_DEFAULT_LOCALE])])),
  ]);
  const byPromotion = new Map<string, PromotionI18n>();
  for (const t of translations) {
    if (t.locale === locale || !byPromotion.has(t.promotionId)) byPromotion.set(t.promotionId, t);
  }
  return rows.flatMap(({ promotion, providerBrand }) => {
    const t = byPromotion.get(promotion.id);
    if (!t) return [];
    return [
      {
        id: promotion.id,
        providerId: promotion.providerId,
        providerBrand,
        bonusType: promotion.bonusType,
        startAt: promotion.startAt,
        endAt: promotion.endAt,
        priority: promotion.priority,
        active: promotion.active,
        title: t.title,
        body: t.body,
        ctaText: t.ctaText,
        ctaUrl: t.url,
      },
    ];
  });
}
