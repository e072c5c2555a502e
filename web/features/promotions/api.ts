import { queryOptions } from "@tanstack/react-query";
import type { BonusType } from "#schema/enums";
import type { Locale } from "#schema/locales";
import type { PublicPromotion } from "#schema/api/promotions";
import { apiGet } from "#web/lib/api-client";

/** The bonus page lists this many promotions a page. */
export const BONUS_PAGE_SIZE = 24;

/** The rows of the bonus page's page `page` (from 0). */
export const bonusPageRows = (page: number) => ({ limit: BONUS_PAGE_SIZE, offset: page * BONUS_PAGE_SIZE });

/**
 * Page `page` (from 0) of the live promotions of `type` (all types when absent), texts in `locale`,
 * highest priority first (the server's order).
 */
export const bonusPageQuery = (locale: Locale, type: BonusType | undefined, page: number) =>
  queryOptions({
    queryKey: ["promotions", locale, "page", type ?? "all", page],
    queryFn: () => {
      const { limit, offset } = bonusPageRows(page);
      return apiGet<PublicPromotion[]>(
        `/api/promotions?locale=${locale}${type ? `&type=${type}` : ""}&limit=${limit}&offset=${offset}`,
      );
    },
  });

/** The home page shows 3 promotions. */
export const TOP_PROMOTION_COUNT = 3;

/** The first three (the home page reads only those, not the whole list). */
export const topPromotionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["promotions", locale, "top"],
    queryFn: () => apiGet<PublicPromotion[]>(`/api/promotions?locale=${locale}&limit=${TOP_PROMOTION_COUNT}`),
  });

/** UI string key of each bonus type's badge. */
export const BONUS_TYPE_LABEL_KEYS: Record<BonusType, string> = {
  welcome: "bonus.type.welcome",
  no_deposit: "bonus.type.no_deposit",
  free_bet: "bonus.type.free_bet",
  cashback: "bonus.type.cashback",
};
