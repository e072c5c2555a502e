import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { jsonLdScript, pageHead } from "../lib/seo";

export const faqRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "faq",
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    // The question list lives in the page's chunk (which the router loads anyway), not in the entry.
    const [strings, { faqPageStructuredData }] = await Promise.all([
      loadStrings(queryClient, locale),
      import("./faq.lazy"),
    ]);
    return {
      title: translate(strings, "meta.faq.title"),
      description: translate(strings, "meta.faq.description"),
      structuredData: faqPageStructuredData((key) => translate(strings, key), locale),
    };
  },
  head: ({ loaderData, match }) => ({
    ...pageHead(loaderData, match),
    scripts: loaderData ? [jsonLdScript(loaderData.structuredData)] : [],
  }),
}).lazy(() => import("./faq.lazy").then((m) => m.faqLazyRoute));
