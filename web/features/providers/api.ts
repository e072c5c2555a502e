import { queryOptions } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import type { PublicProvider } from "#schema/api/providers";
import { apiGet } from "#web/lib/api-client";

/** Active providers with their texts in `locale`, highest priority first (the server's order). */
export const providersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["providers", locale],
    queryFn: ({ client }) => apiGet<PublicProvider[]>(client, `/api/providers?locale=${locale}`),
  });

/** Spec §9: the home page features 4 providers. */
export const FEATURED_PROVIDER_COUNT = 4;

/** The first four featured providers (the home page reads only those, not the whole list). */
export const featuredProvidersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["providers", locale, "featured"],
    queryFn: ({ client }) =>
      apiGet<PublicProvider[]>(
        client,
        `/api/providers?locale=${locale}&featured=true&limit=${FEATURED_PROVIDER_COUNT}`,
      ),
  });

/** The first `count` providers of the list. */
export const firstProvidersQuery = (locale: Locale, count: number) =>
  queryOptions({
    queryKey: ["providers", locale, "first", count],
    queryFn: ({ client }) =>
      apiGet<PublicProvider[]>(client, `/api/providers?locale=${locale}&limit=${count}`),
  });
