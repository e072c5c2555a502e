import type { UiStringTable } from "./table";

/** The provider detail page: badges, licence, ratings, reviews, how to join, FAQ. */
export const PROVIDER_STRINGS: UiStringTable = {};
