import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "#schema/locales";
import { promotions, promotionsI18n } from "#schema/promotions";
import { providers } from "#schema/providers";
import type { Db } from "../lib/db";
import { localesToRead, translationsByOwner } from "./locale-fallback";

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
      .where(inArray(promotionsI18n.locale, localesToRead(locale))),
  ]);
  const byPromotion = translationsByOwner(translations, locale, (t) => t.promotionId);
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
