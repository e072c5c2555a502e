import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { jsonLdScript, pageHead } from "../lib/seo";
import { providersQuery } from "../features/providers/api";
import { providersItemList } from "../features/providers/structured-data";
import { promotionsQuery } from "../features/promotions/api";

export const homeRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "/",
  loader: async ({ context }) => {
    const { queryClient, locale, origin } = context;
    // A failed read must not take the page down: its section shows the error instead.
    const [strings, providers] = await Promise.all([
      loadStrings(queryClient, locale),
      queryClient.ensureQueryData(providersQuery(locale)).catch(() => []),
      queryClient.ensureQueryData(promotionsQuery(locale)).catch(() => []),
    ]);
    const title = translate(strings, "meta.home.title");
    return {
      title,
      description: translate(strings, "meta.home.description"),
      keywords: translate(strings, "meta.home.keywords"),
      structuredData: providersItemList(
        providers,
        origin,
        locale,
        translate(strings, "meta.providers.title"),
      ),
    };
  },
  head: ({ loaderData, match }) => ({
    ...pageHead(loaderData, match),
    scripts: loaderData ? [jsonLdScript(loaderData.structuredData)] : [],
  }),
}).lazy(() => import("./home.lazy").then((m) => m.homeLazyRoute));
