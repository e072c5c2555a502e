import { queryOptions } from "@tanstack/react-query";
import type { BonusType } from "#schema/enums";
import type { Locale } from "#schema/locales";
import type { PublicPromotion } from "#schema/api/promotions";
import { apiGet } from "#web/lib/api-client";

/** Active promotions with their texts in `locale`, highest priority first (the server's order). */
export const promotionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["promotions", locale],
    queryFn: ({ client }) => apiGet<PublicPromotion[]>(client, `/api/promotions?locale=${locale}`),
  });

/** Spec §9: the home page shows 3 promotions. */
export const TOP_PROMOTION_COUNT = 3;

/** The first three (the home page reads only those, not the whole list). */
export const topPromotionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["promotions", locale, "top"],
    queryFn: ({ client }) =>
      apiGet<PublicPromotion[]>(client, `/api/promotions?locale=${locale}&limit=${TOP_PROMOTION_COUNT}`),
  });

/** UI string key of each bonus type's badge. */
export const BONUS_TYPE_LABEL_KEYS: Record<BonusType, string> = {
  welcome: "bonus.type.welcome",
  no_deposit: "bonus.type.no_deposit",
  free_bet: "bonus.type.free_bet",
  cashback: "bonus.type.cashback",
};
