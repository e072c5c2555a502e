import type { QueryClient } from "@tanstack/react-query";
import type { Locale } from "#schema/locales";
import { promotionsQuery } from "#web/features/promotions/api";
import { providersQuery } from "#web/features/providers/api";
import { providersItemList } from "#web/features/providers/structured-data";
import { translate } from "#web/i18n/translate";
import { loadStrings } from "#web/i18n/ui-strings";

type Input = { queryClient: QueryClient; locale: Locale; origin: string };

/** The home page's data, title and ItemList. Loaded on demand: after server rendering the browser reuses the server's result. */
export async function loadHomePage({ queryClient, locale, origin }: Input) {
  // A failed read must not take the page down: its section shows the error instead.
  const [strings, providers] = await Promise.all([
    loadStrings(queryClient, locale),
    queryClient.ensureQueryData(providersQuery(locale)).catch(() => []),
    queryClient.ensureQueryData(promotionsQuery(locale)).catch(() => []),
  ]);
  return {
    title: translate(strings, "meta.home.title"),
    description: translate(strings, "meta.home.description"),
    keywords: translate(strings, "meta.home.keywords"),
    structuredData: providersItemList(providers, origin, locale, translate(strings, "meta.providers.title")),
  };
}
