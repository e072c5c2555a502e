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
