import { createRoute } from "@tanstack/react-router";
import { BONUS_TYPES, type BonusType } from "#schema/enums";
import { localeLayoutRoute } from "./locale-layout";
import { loadStrings } from "../i18n/ui-strings";
import { translate } from "../i18n/translate";
import { pageHead } from "../lib/seo";
import { optionalOneOf } from "../lib/search-params";
import { promotionsQuery } from "../features/promotions/api";

/** The bonus type filter lives in the URL (`?type=`), so a filtered list can be shared; none means all. */
export const bonusRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "bonus",
  validateSearch: (search: Record<string, unknown>): { type?: BonusType } => ({
    type: optionalOneOf(BONUS_TYPES, search.type),
  }),
  loader: async ({ context }) => {
    const { queryClient, locale } = context;
    const [strings] = await Promise.all([
      loadStrings(queryClient, locale),
      // A failed read shows an error in the page rather than taking the page down.
      queryClient.ensureQueryData(promotionsQuery(locale)).catch(() => undefined),
    ]);
    return {
      title: translate(strings, "meta.bonus.title"),
      description: translate(strings, "meta.bonus.description"),
    };
  },
  head: ({ loaderData, match }) => pageHead(loaderData, match),
}).lazy(() => import("./bonus.lazy").then((m) => m.bonusLazyRoute));
