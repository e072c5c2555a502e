import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import { apiGet } from "#web/lib/api-client";
import { loadStrings, type UiStrings } from "#web/i18n/ui-strings";

/** The back office's own strings (`admin.*`), which only its screens add to the site's. */
export const backOfficeStringsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ["ui-strings", locale, "admin"],
    queryFn: ({ client }) => apiGet<UiStrings>(client, `/api/ui-strings?locale=${locale}&part=admin`),
  });

/** A back-office screen's strings: the site's and the back office's own, as one map. */
export async function loadBackOfficeStrings(queryClient: QueryClient, locale: Locale): Promise<UiStrings> {
  const [site, backOffice] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient.ensureQueryData(backOfficeStringsQuery(locale)).catch((error: unknown) => {
      console.error(`Back-office strings for ${locale} failed to load`, error);
      return {};
    }),
  ]);
  return { ...site, ...backOffice };
}
