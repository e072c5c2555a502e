import { createRoute } from "@tanstack/react-router";
import { BONUS_TYPES, type BonusType } from "#schema/enums";
import { localeLayoutRoute } from "./locale-layout";
import { optionalOneOf } from "../lib/search-params";

/** The bonus type filter lives in the URL (`?type=`), so a filtered list can be shared; none means all. */
export const bonusRoute = createRoute({
  getParentRoute: () => localeLayoutRoute,
  path: "bonus",
  validateSearch: (search: Record<string, unknown>): { type?: BonusType } => ({
    type: optionalOneOf(BONUS_TYPES, search.type),
  }),
  loader: ({ context, location, preload }) =>
    import("./bonus.loader").then((m) => m.loadBonusPage({ context, pathname: location.pathname, preload })),
  head: ({ loaderData }) => loaderData?.head ?? {},
}).lazy(() => import("./bonus.lazy").then((m) => m.bonusLazyRoute));
