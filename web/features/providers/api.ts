import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { ProviderCardData } from "#schema/api/providers";
import { apiGet } from "#web/lib/api-client";

/**
 * Active providers' cards in the list's order (highest priority first): all of them (the providers
 * page searches and sorts them), or the first `limit`, featured ones only if asked (the home page).
 */
export const providerCardsQuery = (locale: Locale, { featured = false, limit = 0 } = {}) =>
  queryOptions({
    queryKey: ["providers", locale, "cards", featured, limit],
    queryFn: () =>
      apiGet<ProviderCardData[]>(
        `/api/provider-cards?locale=${locale}${featured ? "&featured=true" : ""}${limit ? `&limit=${limit}` : ""}`,
      ),
  });
