/** How the providers page can order its list (kept in `?sort=`; the default stays out of the URL). */
export const PROVIDER_SORTS = ["priority", "score", "name"] as const;
export type ProviderSort = (typeof PROVIDER_SORTS)[number];
export const DEFAULT_PROVIDER_SORT: ProviderSort = "priority";
