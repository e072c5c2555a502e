import { createRoute } from "@tanstack/react-router";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import { meQuery } from "../features/auth/api";

export const menuRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "menu",
  loader: async ({ context }) => {
    const [strings] = await Promise.all([
      loadStrings(context.queryClient, context.locale),
      // The account card is in the server HTML, signed in or not.
      context.queryClient.ensureQueryData(meQuery),
    ]);
    return {
      title: translate(strings, "meta.menu.title"),
      description: translate(strings, "meta.menu.description"),
    };
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match),
}).lazy(() => import("./menu.lazy").then((m) => m.menuLazyRoute));
