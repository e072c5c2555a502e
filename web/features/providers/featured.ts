import type { Locale } from "#schema/locales";
import { providerCardsQuery } from "./api";

/** The home page features 4 providers. */
export const FEATURED_PROVIDER_COUNT = 4;

/**
 * The first four featured providers' cards: the home page reads only those, not the whole list.
 * Apart from api.ts, which every page's first download carries: only the home page needs this.
 */
export const featuredProvidersQuery = (locale: Locale) => providerCardsQuery(locale, FEATURED_CARDS);

/** Which cards `featuredProvidersQuery` reads. */
export const FEATURED_CARDS = { featured: true, limit: FEATURED_PROVIDER_COUNT };
