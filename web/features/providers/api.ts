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

/**
 * Where a provider's detail page is. Its route is registered by the provider-detail feature, so the
 * target is a plain string (it compiles before that route exists); the id is written into the path
 * and TanStack fills in the optional `{-$locale}` segment from `params`.
 */
export function providerDetailPath(id: string): string {
  return `/{-$locale}/providers/${encodeURIComponent(id)}`;
}
